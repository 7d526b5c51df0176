import type { AdDailyStat, AdStats } from '@commons/core/ads/ad-stats';
import { utcDay } from '@commons/core/ads/ad-stats';
import { adCampaignNotFound } from '@commons/core/ads/campaign-not-found';
import { isUuid } from '@commons/core/shared/ids';
import type { EntityManager } from '../orm.ts';

type Counter = 'impressions' | 'clicks';

/**
 * One statement per batch: adds `n` to the campaign's total and upserts its bucket for the UTC day,
 * both in place (`count = count + n`), never read-modify-write, so concurrent writers on any number
 * of instances all count, and a missing campaign changes nothing. Counter names are constants.
 */
function countStatement(counter: Counter): string {
  const other: Counter = counter === 'impressions' ? 'clicks' : 'impressions';
  return `with counted as (
      update ad_campaigns set ${counter} = ${counter} + ? where id = ? returning id
    )
    insert into ad_daily_stats (campaign_id, day, ${counter}, ${other})
    select id, cast(? as date), ?, 0 from counted
    on conflict (campaign_id, day) do update set ${counter} = ad_daily_stats.${counter} + excluded.${counter}
    returning campaign_id`;
}

const statements: Record<Counter, string> = {
  impressions: countStatement('impressions'),
  clicks: countStatement('clicks'),
};

interface Batch {
  counter: Counter;
  campaignId: string;
  day: string;
  count: number;
  settle: { resolve(): void; reject(error: unknown): void }[];
}

/**
 * Impression and click counters in `ad_campaigns` and `ad_daily_stats`.
 *
 * A popular campaign's row is a hot spot: every increment holds its row lock until its commit is on
 * disk, so one-statement-per-event tops out near one commit per disk flush. Events for the same
 * campaign, counter and day that arrive while that key's previous statement runs are therefore
 * added up and written by the next statement as one `+ n`. Each caller still resolves only after
 * the statement carrying its event has committed (and fails with it), so nothing is acknowledged
 * before it is stored, and an idle key is written at once.
 */
export class SqlAdStats implements AdStats {
  readonly #em: EntityManager;
  /** Events waiting for their key's running statement to finish. */
  readonly #waiting = new Map<string, Batch>();
  /** Keys with a statement running. */
  readonly #running = new Set<string>();

  constructor(em: EntityManager) {
    this.#em = em;
  }

  recordImpression(campaignId: string, at: Date): Promise<void> {
    return this.#count('impressions', campaignId, at);
  }

  recordClick(campaignId: string, at: Date): Promise<void> {
    return this.#count('clicks', campaignId, at);
  }

  async daily(campaignId: string, range: { from: string; to: string }): Promise<AdDailyStat[]> {
    if (!isUuid(campaignId)) return [];
    const rows = await this.#em
      .getConnection()
      .execute<{ day: string; impressions: string; clicks: string }[]>(
        `select to_char(day, 'YYYY-MM-DD') as day, impressions, clicks from ad_daily_stats
       where campaign_id = ? and day between cast(? as date) and cast(? as date)
       order by day`,
        [campaignId, range.from, range.to],
      );
    return rows.map((row) => ({
      day: row.day,
      impressions: Number(row.impressions),
      clicks: Number(row.clicks),
    }));
  }

  #count(counter: Counter, campaignId: string, at: Date): Promise<void> {
    if (!isUuid(campaignId)) return Promise.reject(adCampaignNotFound());
    const day = utcDay(at);
    const key = `${counter}/${campaignId.toLowerCase()}/${day}`;
    let batch = this.#waiting.get(key);
    if (!batch) {
      batch = { counter, campaignId, day, count: 0, settle: [] };
      this.#waiting.set(key, batch);
    }
    batch.count += 1;
    const done = new Promise<void>((resolve, reject) => batch.settle.push({ resolve, reject }));
    if (!this.#running.has(key)) {
      this.#running.add(key);
      // Start on the next turn of the event loop, so events read in this turn join the batch (an
      // embedded database answers synchronously, so nothing else would ever overlap).
      setImmediate(() => void this.#drain(key));
    }
    return done;
  }

  /** Writes the key's waiting batch, then any batch that gathered meanwhile, until none is left. */
  async #drain(key: string): Promise<void> {
    try {
      for (let batch = this.#waiting.get(key); batch; batch = this.#waiting.get(key)) {
        this.#waiting.delete(key);
        try {
          const rows = await this.#em
            .getConnection()
            .execute<{ campaign_id: string }[]>(statements[batch.counter], [
              batch.count,
              batch.campaignId,
              batch.day,
              batch.count,
            ]);
          const outcome = rows.length === 0 ? adCampaignNotFound() : undefined;
          for (const { resolve, reject } of batch.settle) {
            if (outcome) reject(outcome);
            else resolve();
          }
        } catch (error) {
          for (const { reject } of batch.settle) reject(error);
        }
      }
    } finally {
      this.#running.delete(key);
    }
  }
}
