import type { Orm } from './orm.ts';

/** True when the database answers a trivial query. */
export async function databaseIsReachable(orm: Orm): Promise<boolean> {
  try {
    await orm.em.fork().getConnection().execute('select 1');
    return true;
  } catch {
    return false;
  }
}
