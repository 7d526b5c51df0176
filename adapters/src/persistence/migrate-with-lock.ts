import { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { migrate, type Orm } from './orm.ts';

/** An arbitrary, fixed key: every instance of this app asks for the same advisory lock. */
const schemaLockKey = 4_211_042_017;

/**
 * Runs `work` (migrations, seed data, the configured admin) while holding a PostgreSQL session
 * advisory lock, so instances starting together on a fresh database prepare it one at a time: the
 * first migrates, the others wait, then find nothing left to do. The lock lives on a dedicated
 * connection, with no timeouts, because waiting for another instance's migrations is expected; the
 * connection is discarded afterwards so those settings never reach a request. PGlite needs none of
 * this: its directory lock already admits one process.
 */
export async function underSchemaLock<T>(orm: Orm, work: () => Promise<T>): Promise<T> {
  const connection = orm.driver.getConnection();
  if (!(connection instanceof PostgreSqlConnection)) return work();
  const client = await (await connection.getNativeClient()).connect();
  try {
    await client.query('set statement_timeout = 0');
    await client.query('set lock_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [schemaLockKey]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [schemaLockKey]);
    }
  } finally {
    client.release(true);
  }
}

/** Applies pending migrations under the schema lock (the CLI's `migrate`, beside running servers). */
export function migrateWithLock(orm: Orm): Promise<string[]> {
  return underSchemaLock(orm, () => migrate(orm));
}
