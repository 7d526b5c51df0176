/**
 * The operational settings of a deployed instance: shutdown grace, database timeouts and pool size,
 * and access to the metrics. Defaults suit one small server behind a proxy.
 */
import { z } from 'zod';

export const milliseconds = (fallback: number, min = 1) =>
  z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(min, 'must be a whole number of milliseconds')
    .default(fallback);

/** A whole number in a range, read from an environment string, with one message for every failure. */
export function wholeNumber(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int({ error: message }).min(min, message).max(max, message);
}

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

export const operationsEnvShape = {
  SHUTDOWN_TIMEOUT_MS: milliseconds(10_000),
  // 0: nothing in front of the instance to drain (a single process, or a proxy with one upstream).
  SHUTDOWN_DRAIN_MS: milliseconds(0, 0),
  DB_STATEMENT_TIMEOUT_MS: milliseconds(5_000),
  DB_LOCK_TIMEOUT_MS: milliseconds(2_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(10_000),
  DB_POOL_ACQUIRE_TIMEOUT_MS: milliseconds(3_000),
  DB_POOL_MAX: wholeNumber(1, 1000).default(20),
  DATABASE_POOLER: z.enum(['none', 'transaction'], { error: 'must be none or transaction' }).default('none'),
  // Below the process's open-file limit (ulimit -n), so a flood of idle connections is refused at
  // the door instead of leaving no descriptor for the database pool and the files the server reads.
  HTTP_MAX_CONNECTIONS: wholeNumber(1, 1_000_000).default(4096),
  METRICS_TOKEN: z.preprocess(
    emptyAsUnset,
    z.string().trim().min(16, 'must be at least 16 characters').optional(),
  ),
  METRICS_PORT: z.preprocess(emptyAsUnset, wholeNumber(1, 65535).optional()),
  // The tokenless metrics port answers on loopback unless an operator names an interface (a
  // Prometheus in another container needs 0.0.0.0 on a private network).
  METRICS_HOST: z.preprocess(emptyAsUnset, z.string().trim().min(1).default('127.0.0.1')),
};

type OperationsEnv = z.output<z.ZodObject<typeof operationsEnvShape>>;

export function readOperations(env: OperationsEnv) {
  return {
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    databaseLimits: {
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: env.DB_LOCK_TIMEOUT_MS,
      idleInTransactionTimeoutMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      acquireTimeoutMs: env.DB_POOL_ACQUIRE_TIMEOUT_MS,
      poolMax: env.DB_POOL_MAX,
      transactionPooler: env.DATABASE_POOLER === 'transaction',
    },
    maxConnections: env.HTTP_MAX_CONNECTIONS,
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.METRICS_HOST },
  };
}
