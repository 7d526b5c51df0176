import type { WeeklyReportClaims } from '@commons/core/sponsors/weekly-report-claims';
import type { EntityManager } from '../orm.ts';

/**
 * Weekly e-mail claims in `scheduled_jobs`, one row per sponsor (`sponsor-weekly-report:<id>`)
 * whose start time is the Monday of the last week mailed. One conditional upsert moves it forward:
 * a second claimant waits on the row's lock and then finds the week taken. Run through the
 * request's EntityManager, so it commits or rolls back with the transaction that queues the mail.
 */
export class SqlWeeklyReportClaims implements WeeklyReportClaims {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async claim(sponsorId: string, weekStart: string): Promise<boolean> {
    const claimed = await this.#em.execute<{ name: string }[]>(
      `insert into scheduled_jobs (name, last_started_at) values (?, cast(? as timestamptz))
       on conflict (name) do update set last_started_at = excluded.last_started_at
       where scheduled_jobs.last_started_at < excluded.last_started_at
       returning name`,
      [`sponsor-weekly-report:${sponsorId}`, `${weekStart}T00:00:00.000Z`],
    );
    return claimed.length === 1;
  }
}
