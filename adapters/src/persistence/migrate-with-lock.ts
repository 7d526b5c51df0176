import { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { migrate, type Orm } from './orm.ts';

/** An arbitrary, fixed key: every instance of this app asks for the same advisory lock. */
const schemaLockKey = 4_211_042_017;

/**
 * Runs `work` (migrations, seed data, the configured admin) while holding a PostgreSQL advisory
 * lock, so instances starting together on a fresh database prepare it one at a time: the first
 * migrates, the others wait, then find nothing left to do. The lock is transaction-scoped
 * (`pg_advisory_xact_lock` in a transaction kept open on a dedicated connection while `work` runs
 * on others), so it is safe behind PgBouncer in transaction mode, which pins that one server
 * connection for the transaction and never lends it to anyone else meanwhile; a session lock would
 * stay behind on a pooled server connection. The transaction lifts its own timeouts (`set local`),
 * because waiting for another instance's migrations is expected, and commits (unlocks) at the end.
 * PGlite needs none of this: its directory lock already admits one process.
 */
export async function underSchemaLock<T>(orm: Orm, work: () => Promise<T>): Promise<T> {
  const connection = orm.driver.getConnection();
  if (!(connection instanceof PostgreSqlConnection)) return work();
  const client = await (await connection.getNativeClient()).connect();
  let healthy = true;
  try {
    await client.query('begin');
    await client.query('set local statement_timeout = 0');
    await client.query('set local lock_timeout = 0');
    await client.query('set local idle_in_transaction_session_timeout = 0');
    await client.query('select pg_advisory_xact_lock($1)', [schemaLockKey]);
    try {
      return await work();
    } finally {
      await client.query('commit');
    }
  } catch (error) {
    healthy = false;
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    // A connection whose transaction failed is dropped rather than lent out again.
    client.release(!healthy);
  }
}

/** Applies pending migrations under the schema lock (the CLI's `migrate`, beside running servers). */
export function migrateWithLock(orm: Orm): Promise<string[]> {
  return underSchemaLock(orm, () => migrate(orm));
}
