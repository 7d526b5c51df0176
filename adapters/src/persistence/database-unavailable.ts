/**
 * Tells a database that is down, restarting or saturated (a passing condition worth a retry) apart
 * from a bug. PostgreSQL SQLSTATE classes and codes, network errors, and the `pg` pool's timeouts.
 */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EPIPE']);
const sqlStates = new Set([
  '55P03', // lock_not_available: lock_timeout
  '25P03', // idle_in_transaction_session_timeout
]);
// Connection exception, insufficient resources (too many connections), operator intervention
// (statement_timeout's query_canceled, shutdowns, starting up, idle session timeout).
const sqlStateClasses = ['08', '53', '57'];
/**
 * object_not_in_prerequisite_state is mostly a bug, but it is also how PostgreSQL refuses every
 * connection to a database an operator closed (ALLOW_CONNECTIONS false) during maintenance.
 */
const refusedConnections = { code: '55000', message: /not currently accepting connections/i };
const poolMessages = [/timeout exceeded when trying to connect/i, /Connection terminated/i];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (networkCodes.has(code) || sqlStates.has(code)) return true;
      if (code.length === 5 && sqlStateClasses.includes(code.slice(0, 2))) return true;
      if (code === refusedConnections.code && refusedConnections.message.test(String(message))) return true;
    }
    if (typeof message === 'string' && poolMessages.some((pattern) => pattern.test(message))) return true;
    current = cause;
  }
  return false;
}
