import type { QueryResult } from '@mikro-orm/sql';
import {
  countedEvent,
  utcDay,
  type AdDailyStat,
  type AdEventCount,
  type AdStats,
  type CountedView,
} from '@commons/core/ads/ad-stats';
import { adCampaignNotFound } from '@commons/core/ads/campaign-not-found';
import { isUuid } from '@commons/core/shared/ids';
import type { EntityManager } from '../orm.ts';

type Counter = 'impressions' | 'clicks';

/**
 * One statement per batch, so a batch is stored whole or not at all:
 * - `campaign`: the campaign if it is running at the batch's time (active, within its dates); a
 *   paused, ended or unknown campaign makes every other part write nothing;
 * - `fresh`: the batch's view keys not seen before (the unique key decides, on every instance);
 * - the campaign's total and its bucket for the UTC day grow by the bare counted events plus the
 *   fresh views (`count = count + n`, never read-modify-write), the bucket's `filtered` by the
 *   filtered events;
 * - impressions only: a viewer's count for the day grows for the campaigns with a frequency cap.
 * Counter names are constants.
 */
function countStatement(counter: Counter): string {
  const other: Counter = counter === 'impressions' ? 'clicks' : 'impressions';
  const viewers =
    counter === 'impressions'
      ? `, viewers as (
      insert into ad_viewer_days (campaign_id, viewer, day, impressions)
      select campaign.id, input.viewer, cast(:day as date), count(*)
      from fresh join input on input.view_key = fresh.view_key cross join campaign
      where campaign.frequency_cap is not null
      group by campaign.id, input.viewer
      on conflict (campaign_id, viewer, day) do update set impressions = ad_viewer_days.impressions + excluded.impressions
    )`
      : '';
  return `with campaign as (
      select id, frequency_cap from ad_campaigns
      where id = :campaign and status = 'active'
        and (start_at is null or start_at <= cast(:at as timestamptz))
        and (end_at is null or end_at > cast(:at as timestamptz))
    ), input as (
      select distinct on (view_key) view_key, expires_at, viewer
      from json_to_recordset(cast(:views as json)) as views(view_key text, expires_at timestamptz, viewer text)
    ), fresh as (
      insert into ad_counted_views (view_key, expires_at)
      select view_key, expires_at from input where exists (select 1 from campaign)
      on conflict (view_key) do nothing
      returning view_key
    ), added as (
      select (select count(*) from fresh) + cast(:counted as int) as n
    ), totals as (
      update ad_campaigns set ${counter} = ${counter} + (select n from added)
      where id in (select id from campaign) and (select n from added) > 0
    ), daily as (
      insert into ad_daily_stats (campaign_id, day, ${counter}, ${other}, filtered)
      select id, cast(:day as date), (select n from added), 0, cast(:filtered as int) from campaign
      where (select n from added) > 0 or cast(:filtered as int) > 0
      on conflict (campaign_id, day) do update set
        ${counter} = ad_daily_stats.${counter} + excluded.${counter},
        filtered = ad_daily_stats.filtered + excluded.filtered
    )${viewers}
    select (select count(*) from campaign) as found,
      coalesce((select json_agg(view_key) from fresh), '[]') as fresh`;
}

/** The statement with its named parameters turned into the driver's positional `?` ones. */
function positional(sql: string): { sql: string; names: string[] } {
  const names: string[] = [];
  return {
    sql: sql.replace(/(?<!:):([a-z]+)/g, (_, name: string) => {
      names.push(name);
      return '?';
    }),
    names,
  };
}

const statements: Record<Counter, { sql: string; names: string[] }> = {
  impressions: positional(countStatement('impressions')),
  clicks: positional(countStatement('clicks')),
};

interface Settle {
  resolve(counted: boolean): void;
  reject(error: unknown): void;
}

interface Batch {
  counter: Counter;
  campaignId: string;
  day: string;
  at: Date;
  counted: Settle[];
  filtered: Settle[];
  views: { view: CountedView; settle: Settle }[];
}

/**
 * Impression and click counters in `ad_campaigns` and `ad_daily_stats`, view keys in
 * `ad_counted_views`, per-viewer days in `ad_viewer_days`.
 *
 * A popular campaign's row is a hot spot: every increment holds its row lock until its commit is on
 * disk, so one-statement-per-event tops out near one commit per disk flush. Events for the same
 * campaign, counter and day that arrive while that key's previous statement runs are therefore
 * written together by the next statement. Each caller still resolves only after the statement
 * carrying its event has committed (and fails with it), so nothing is acknowledged before it is
 * stored, and an idle key is written at once.
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

  recordImpression(campaignId: string, at: Date, count: AdEventCount = countedEvent): Promise<boolean> {
    return this.#count('impressions', campaignId, at, count);
  }

  recordClick(campaignId: string, at: Date, count: AdEventCount = countedEvent): Promise<boolean> {
    return this.#count('clicks', campaignId, at, count);
  }

  async daily(campaignId: string, range: { from: string; to: string }): Promise<AdDailyStat[]> {
    if (!isUuid(campaignId)) return [];
    const rows = await this.#em
      .getConnection()
      .execute<{ day: string; impressions: string; clicks: string; filtered: string }[]>(
        `select to_char(day, 'YYYY-MM-DD') as day, impressions, clicks, filtered from ad_daily_stats
       where campaign_id = ? and day between cast(? as date) and cast(? as date)
       order by day`,
        [campaignId, range.from, range.to],
      );
    return rows.map((row) => ({
      day: row.day,
      impressions: Number(row.impressions),
      clicks: Number(row.clicks),
      filtered: Number(row.filtered),
    }));
  }

  async viewerImpressions(
    viewerId: string,
    campaignIds: readonly string[],
    day: string,
  ): Promise<Map<string, number>> {
    const ids = campaignIds.filter(isUuid);
    if (ids.length === 0) return new Map();
    const rows = await this.#em.getConnection().execute<{ campaign_id: string; impressions: number }[]>(
      `select campaign_id, impressions from ad_viewer_days
         where viewer = ? and day = cast(? as date)
           and campaign_id in (select cast(value as uuid) from json_array_elements_text(cast(? as json)))`,
      [viewerId, day, JSON.stringify(ids)],
    );
    return new Map(rows.map((row) => [row.campaign_id, Number(row.impressions)]));
  }

  async purgeExpired(now: Date): Promise<number> {
    const connection = this.#em.getConnection();
    const views = await connection.execute<QueryResult>(
      'delete from ad_counted_views where expires_at < ?',
      [now],
      'run',
    );
    const days = await connection.execute<QueryResult>(
      'delete from ad_viewer_days where day < cast(? as date)',
      [utcDay(now)],
      'run',
    );
    return views.affectedRows + days.affectedRows;
  }

  #count(counter: Counter, campaignId: string, at: Date, count: AdEventCount): Promise<boolean> {
    if (!isUuid(campaignId)) return Promise.reject(adCampaignNotFound());
    const day = utcDay(at);
    const key = `${counter}/${campaignId.toLowerCase()}/${day}`;
    let batch = this.#waiting.get(key);
    if (!batch) {
      batch = { counter, campaignId, day, at, counted: [], filtered: [], views: [] };
      this.#waiting.set(key, batch);
    }
    const done = new Promise<boolean>((resolve, reject) => {
      const settle = { resolve, reject };
      if (count.as === 'view') batch.views.push({ view: count.view, settle });
      else batch[count.as].push(settle);
    });
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
        await this.#write(batch);
      }
    } finally {
      this.#running.delete(key);
    }
  }

  async #write(batch: Batch): Promise<void> {
    const everyone = [...batch.counted, ...batch.filtered, ...batch.views.map(({ settle }) => settle)];
    try {
      const values: Record<string, unknown> = {
        campaign: batch.campaignId,
        at: batch.at.toISOString(),
        day: batch.day,
        counted: batch.counted.length,
        filtered: batch.filtered.length,
        views: JSON.stringify(
          batch.views.map(({ view }) => ({
            view_key: view.key,
            expires_at: view.expiresAt.toISOString(),
            viewer: view.viewerId,
          })),
        ),
      };
      const statement = statements[batch.counter];
      const [row] = await this.#em.getConnection().execute<{ found: string | number; fresh: unknown }[]>(
        statement.sql,
        statement.names.map((name) => values[name]),
      );
      if (!row || Number(row.found) === 0) {
        for (const { reject } of everyone) reject(adCampaignNotFound());
        return;
      }
      const fresh = new Set<string>(
        typeof row.fresh === 'string' ? JSON.parse(row.fresh) : (row.fresh as string[]),
      );
      for (const { resolve } of batch.counted) resolve(true);
      for (const { resolve } of batch.filtered) resolve(false);
      // A key posted twice in one batch is fresh once: the first caller counted.
      for (const { view, settle } of batch.views) settle.resolve(fresh.delete(view.key));
    } catch (error) {
      for (const { reject } of everyone) reject(error);
    }
  }
}
