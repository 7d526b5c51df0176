import type { Orm } from './orm.ts';

/**
 * Readiness must answer even when the database stops answering without closing the connection (a
 * black-holed network): the query would wait for TCP to give up, many minutes later. A load
 * balancer's check gives up after a few seconds, so the answer comes well within them.
 */
const readinessDeadlineMs = 3_000;

/** True when the database answers a trivial query within the deadline. */
export async function databaseIsReachable(orm: Orm, deadlineMs = readinessDeadlineMs): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => (timer = setTimeout(resolve, deadlineMs, false)));
  const query = orm.em
    .fork()
    .getConnection()
    .execute('select 1')
    .then(
      () => true,
      () => false,
    );
  try {
    return await Promise.race([query, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
