import { PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Orm } from './orm.ts';

export interface PoolUsage {
  inUse: number;
  idle: number;
  /** Requests queued for a connection: a saturated pool. */
  waiting: number;
}

/** The PostgreSQL pool's connections right now; null on PGlite, which has one in-process connection. */
export async function databasePoolUsage(orm: Orm): Promise<PoolUsage | null> {
  const connection = orm.driver.getConnection();
  if (!(connection instanceof PostgreSqlConnection)) return null;
  const pool = await connection.getNativeClient();
  return { inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount };
}
