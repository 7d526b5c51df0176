/**
 * Tells a database that is down, restarting or saturated (a passing condition worth a retry) apart
 * from a bug. PostgreSQL SQLSTATE classes and codes, network errors, and the `pg` pool's timeouts.
 */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EPIPE']);
const sqlStates = new Set([
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '25P03', // idle_in_transaction_session_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
]);
const sqlStateClasses = ['08', '53']; // connection exception, insufficient resources (too many connections)
const poolMessages = [/timeout exceeded when trying to connect/i, /Connection terminated/i];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (networkCodes.has(code) || sqlStates.has(code)) return true;
      if (code.length === 5 && sqlStateClasses.includes(code.slice(0, 2))) return true;
    }
    if (typeof message === 'string' && poolMessages.some((pattern) => pattern.test(message))) return true;
    current = cause;
  }
  return false;
}
