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
  /**
   * True behind a pooler in transaction mode (PgBouncer `pool_mode = transaction`): a server
   * connection serves many clients, so no session setting may travel with ours (PgBouncer refuses
   * them in the startup packet). The three timeouts are then set on the database role instead
   * (`ALTER ROLE ... SET statement_timeout = ...`, see docs/operations.md).
   */
  transactionPooler: boolean;
}

/** `pg` pool options: the session settings travel in the startup packet of every connection. */
export function postgresPoolOptions(limits: DatabaseLimits) {
  const pool = { max: limits.poolMax, connectionTimeoutMillis: limits.acquireTimeoutMs };
  if (limits.transactionPooler) return pool;
  return {
    ...pool,
    statement_timeout: limits.statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
  };
}
