/**
 * Timeouts that keep one slow query, one held lock or one forgotten transaction from stalling every
 * request: past them PostgreSQL cancels the statement, or the pool gives up waiting for a
 * connection, and the request fails fast (503) instead of queueing.
 */
export interface DatabaseLimits {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  /** How long a request waits for a free pooled connection (or a new one to open). */
  acquireTimeoutMs: number;
  poolMax: number;
}

/** `pg` pool options: the session settings travel in the startup packet of every connection. */
export function postgresPoolOptions(limits: DatabaseLimits) {
  return {
    max: limits.poolMax,
    connectionTimeoutMillis: limits.acquireTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
  };
}
