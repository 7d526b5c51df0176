import type { QueryResult } from '@mikro-orm/sql';
import {
  countedEvent,
  hourlyStatsHours,
  utcDay,
  utcHour,
  type AdClickCount,
  type AdCreativeDailyStat,
  type AdCreativeHourlyStat,
  type AdDailyStat,
  type AdHourlyStat,
  type AdImpressionCount,
  type AdSlotDailyStat,
  type AdSlotHourlyStat,
  type AdStats,
  type CountedView,
} from '@commons/core/ads/ad-stats';
import { adCampaignNotFound } from '@commons/core/ads/campaign-not-found';
import { isUuid } from '@commons/core/shared/ids';
import type { EntityManager } from '../orm.ts';

type Counter = 'impressions' | 'clicks';

/** The campaign if it is running at the batch's time: for any other, every part writes nothing. */
const runningCampaign = `campaign as (
      select id, frequency_cap from ad_campaigns
      where id = :campaign and status = 'active'
        and (start_at is null or start_at <= cast(:at as timestamptz))
        and (end_at is null or end_at > cast(:at as timestamptz))
    )`;

const postedViews = `json_to_recordset(cast(:views as json)) as views(view_id text, expires_at timestamptz, viewer text, creative text)`;

/**
 * The counted views' creatives, each still one of the campaign's (a creative removed since its
 * token was issued counts on the campaign only): `counted` names the views as (view_id, day, hour).
 */
const creativeCounts = (counted: string) => `select creative.id as creative_id, counted.day, counted.hour
      from (${counted}) as counted
      join (select distinct view_id, creative from input) as shown_creative on shown_creative.view_id = counted.view_id
      join ad_creatives creative on creative.id::text = shown_creative.creative
        and creative.campaign_id in (select id from campaign)`;

/** The creatives' buckets of one kind, by day or by hour, and the table that holds them. */
const creativeTables = { day: 'ad_creative_daily_stats', hour: 'ad_creative_hourly_stats' } as const;

/**
 * A creative bucket grows by its counted views (`creative_counts`), written in creative then
 * bucket order in every statement.
 */
const creativeBucket = (counter: Counter, bucket: keyof typeof creativeTables) => `creative_${bucket} as (
      insert into ${creativeTables[bucket]} (creative_id, ${bucket}, ${counter})
      select creative_id, ${bucket}, count(*) from creative_counts
      group by creative_id, ${bucket}
      order by creative_id, ${bucket}
      on conflict (creative_id, ${bucket}) do update set
        ${counter} = ${creativeTables[bucket]}.${counter} + excluded.${counter}
    )`;

/** The creatives' day and hour buckets. */
const creativeBuckets = (counter: Counter) =>
  `${creativeBucket(counter, 'day')}, ${creativeBucket(counter, 'hour')}`;

/** The campaign's buckets, by day or by hour: the table, and the batch's bucket as a parameter. */
const campaignBuckets = {
  day: { table: 'ad_daily_stats', batch: 'cast(:day as date)' },
  hour: { table: 'ad_hourly_stats', batch: 'cast(:hour as timestamptz)' },
} as const;
type Bucket = keyof typeof campaignBuckets;

/** The campaign's bucket of the batch's day or hour grows by `added`: its counted views and its filtered posts. */
const impressionBucket = (bucket: Bucket) => {
  const { table, batch } = campaignBuckets[bucket];
  return `campaign_${bucket} as (
      insert into ${table} (campaign_id, ${bucket}, impressions, clicks, filtered)
      select campaign.id, ${batch}, added.n, 0, added.filtered from campaign cross join added
      where added.n > 0 or added.filtered > 0
      on conflict (campaign_id, ${bucket}) do update set
        impressions = ${table}.impressions + excluded.impressions,
        filtered = ${table}.filtered + excluded.filtered
    )`;
};

/**
 * The campaign's buckets grow by the fresh clicks, each in its impression's day or hour, and the
 * batch's own bucket by the filtered ones; written in bucket order.
 */
const clickBucket = (bucket: Bucket) => {
  const { table, batch } = campaignBuckets[bucket];
  return `campaign_${bucket} as (
      insert into ${table} (campaign_id, ${bucket}, impressions, clicks, filtered)
      select campaign.id, counts.${bucket}, 0, sum(counts.clicks), sum(counts.filtered)
      from (
        select ${bucket}, count(*) as clicks, 0 as filtered from fresh group by ${bucket}
        union all
        select ${batch}, 0, (select n from unshown) + cast(:filtered as int)
      ) as counts cross join campaign
      group by campaign.id, counts.${bucket}
      having sum(counts.clicks) > 0 or sum(counts.filtered) > 0
      order by counts.${bucket}
      on conflict (campaign_id, ${bucket}) do update set
        clicks = ${table}.clicks + excluded.clicks,
        filtered = ${table}.filtered + excluded.filtered
    )`;
};

const answer = `select (select count(*) from campaign) as found,
      coalesce((select json_agg(view_key) from fresh), '[]') as fresh`;

/**
 * A batch of impressions in one statement, stored whole or not at all:
 * - `unseen`: the views whose impression has not counted yet;
 * - `granted`: for a campaign with a frequency cap, one more impression today for each viewer still
 *   under it. A batch holds at most one view per viewer (see `SqlAdStats`), and the guard reads the
 *   viewer's row locked, so statements on any number of instances never pass the cap. Rows are
 *   locked in viewer order, the same in every statement;
 * - `fresh`: the views counted now (the unique key decides, on every instance). Only a counted
 *   impression is kept: it is what lets the view's click count;
 * - the total and the buckets of the day and hour grow by the bare counted posts plus the fresh
 *   views (`count = count + n`, never read-modify-write); their `filtered` by the filtered posts
 *   and the views past the cap; the fresh views' creatives grow in their own day and hour buckets.
 * A replay posted at the very same moment as its original may be granted by the cap too, though it
 * does not count: it spends one showing of that viewer's own cap, nothing else.
 */
const impressionStatement = `with ${runningCampaign}, input as (
      select view_id, expires_at, viewer, creative from ${postedViews}
    ), unseen as (
      select input.* from input
      where not exists (select 1 from ad_counted_views counted where counted.view_key = 'impression:' || input.view_id)
    ), granted as (
      insert into ad_viewer_days (campaign_id, viewer, day, impressions)
      select campaign.id, unseen.viewer, cast(:day as date), 1 from unseen cross join campaign
      where campaign.frequency_cap is not null
      order by unseen.viewer
      on conflict (campaign_id, viewer, day) do update set impressions = ad_viewer_days.impressions + 1
        where ad_viewer_days.impressions < (select frequency_cap from campaign)
      returning viewer
    ), fresh as (
      insert into ad_counted_views (view_key, expires_at, day, hour)
      select 'impression:' || input.view_id, input.expires_at, cast(:day as date), cast(:hour as timestamptz)
      from input cross join campaign
      where campaign.frequency_cap is null or input.viewer in (select viewer from granted)
      on conflict (view_key) do nothing
      returning view_key
    ), capped as (
      select count(*) as n from unseen cross join campaign
      where campaign.frequency_cap is not null and unseen.viewer not in (select viewer from granted)
    ), added as (
      select (select count(*) from fresh) + cast(:counted as int) as n,
        (select n from capped) + cast(:filtered as int) as filtered
    ), creative_counts as (
      ${creativeCounts(
        `select distinct substr(view_key, 12) as view_id, cast(:day as date) as day, cast(:hour as timestamptz) as hour from fresh`,
      )}
    ), ${creativeBuckets('impressions')}, totals as (
      update ad_campaigns set impressions = impressions + (select n from added)
      where id in (select id from campaign) and (select n from added) > 0
    ), ${impressionBucket('day')}, ${impressionBucket('hour')}
    ${answer}`;

/**
 * A batch of clicks in one statement, stored whole or not at all:
 * - `shown`: the views whose impression counted, with the day it counted on;
 * - `fresh`: their clicks not counted before (the unique key decides, on every instance);
 * - the total grows by the fresh clicks, each in the bucket of its impression's day, so no day ever
 *   has more clicks than impressions; the views whose impression did not count, and the filtered
 *   posts, go to the batch's day as filtered. The hour buckets, the campaign's and its creatives',
 *   follow the day's rule. Buckets are written in day (or hour) order in every statement.
 */
const clickStatement = `with ${runningCampaign}, input as (
      select distinct on (view_id) view_id, expires_at, creative from ${postedViews}
    ), shown as (
      select input.view_id, input.expires_at, counted.day, counted.hour from input
      join ad_counted_views counted on counted.view_key = 'impression:' || input.view_id
    ), fresh as (
      insert into ad_counted_views (view_key, expires_at, day, hour)
      select 'click:' || view_id, expires_at, day, coalesce(hour, cast(:hour as timestamptz)) from shown
      where exists (select 1 from campaign)
      on conflict (view_key) do nothing
      returning view_key, day, hour
    ), creative_counts as (
      ${creativeCounts(`select substr(view_key, 7) as view_id, day, hour from fresh`)}
    ), ${creativeBuckets('clicks')}, unshown as (
      select count(*) as n from input where view_id not in (select view_id from shown)
    ), totals as (
      update ad_campaigns set clicks = clicks + (select count(*) from fresh)
      where id in (select id from campaign) and exists (select 1 from fresh)
    ), ${clickBucket('day')}, ${clickBucket('hour')}
    ${answer}`;

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
  impressions: positional(impressionStatement),
  clicks: positional(clickStatement),
};

/** The prefix of a view's counted key, per counter. */
const keyPrefix: Record<Counter, string> = { impressions: 'impression:', clicks: 'click:' };

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
  /** The viewers of the batch's impression views: each at most once (the frequency cap's guard needs it). */
  viewers: Set<string>;
}

/**
 * Impression and click counters in `ad_campaigns`, `ad_daily_stats` and `ad_hourly_stats` (and
 * their creatives' in `ad_creative_daily_stats` and `ad_creative_hourly_stats`), counted views in
 * `ad_counted_views`, per-viewer days in `ad_viewer_days`.
 *
 * A popular campaign's row is a hot spot: every increment holds its row lock until its commit is on
 * disk, so one-statement-per-event tops out near one commit per disk flush. Events for the same
 * campaign, counter and day that arrive while that key's previous statement runs are therefore
 * written together by the next statement; a viewer's second impression view waits for the statement
 * after. Each caller still resolves only after the statement carrying its event has committed (and
 * fails with it), so nothing is acknowledged before it is stored, and an idle key is written at once.
 */
export class SqlAdStats implements AdStats {
  readonly #em: EntityManager;
  /** Per key, the batches waiting for its running statement to finish, in order. */
  readonly #waiting = new Map<string, Batch[]>();
  /** Keys with a statement running. */
  readonly #running = new Set<string>();

  constructor(em: EntityManager) {
    this.#em = em;
  }

  recordImpression(campaignId: string, at: Date, count: AdImpressionCount = countedEvent): Promise<boolean> {
    return this.#count('impressions', campaignId, at, count);
  }

  recordClick(campaignId: string, at: Date, count: AdClickCount): Promise<boolean> {
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

  async creativeDaily(
    campaignId: string,
    range: { from: string; to: string },
  ): Promise<AdCreativeDailyStat[]> {
    if (!isUuid(campaignId)) return [];
    const rows = await this.#em
      .getConnection()
      .execute<{ creative_id: string; day: string; impressions: string; clicks: string }[]>(
        `select s.creative_id, to_char(s.day, 'YYYY-MM-DD') as day, s.impressions, s.clicks
       from ad_creative_daily_stats s join ad_creatives c on c.id = s.creative_id
       where c.campaign_id = ? and s.day between cast(? as date) and cast(? as date)
       order by s.day, c.position`,
        [campaignId, range.from, range.to],
      );
    return rows.map((row) => ({
      creativeId: row.creative_id,
      day: row.day,
      impressions: Number(row.impressions),
      clicks: Number(row.clicks),
    }));
  }

  async hourly(campaignId: string, range: { from: Date; to: Date }): Promise<AdHourlyStat[]> {
    if (!isUuid(campaignId)) return [];
    const rows = await this.#em
      .getConnection()
      .execute<{ hour: Date | string; impressions: string; clicks: string; filtered: string }[]>(
        `select hour, impressions, clicks, filtered from ad_hourly_stats
       where campaign_id = ? and hour between ? and ?
       order by hour`,
        [campaignId, new Date(utcHour(range.from)), range.to],
      );
    return rows.map((row) => ({
      hour: new Date(row.hour).toISOString(),
      impressions: Number(row.impressions),
      clicks: Number(row.clicks),
      filtered: Number(row.filtered),
    }));
  }

  async creativeHourly(campaignId: string, range: { from: Date; to: Date }): Promise<AdCreativeHourlyStat[]> {
    if (!isUuid(campaignId)) return [];
    const rows = await this.#em
      .getConnection()
      .execute<{ creative_id: string; hour: Date | string; impressions: string; clicks: string }[]>(
        `select s.creative_id, s.hour, s.impressions, s.clicks
       from ad_creative_hourly_stats s join ad_creatives c on c.id = s.creative_id
       where c.campaign_id = ? and s.hour between ? and ?
       order by s.hour, c.position`,
        [campaignId, new Date(utcHour(range.from)), range.to],
      );
    return rows.map((row) => ({
      creativeId: row.creative_id,
      hour: new Date(row.hour).toISOString(),
      impressions: Number(row.impressions),
      clicks: Number(row.clicks),
    }));
  }

  async slotHourly(range: { from: Date; to: Date }): Promise<AdSlotHourlyStat[]> {
    const rows = await this.#em
      .getConnection()
      .execute<
        { slot_id: string; hour: Date | string; impressions: string; clicks: string; filtered: string }[]
      >(
        `select c.slot_id, s.hour, sum(s.impressions) as impressions, sum(s.clicks) as clicks,
         sum(s.filtered) as filtered
       from ad_hourly_stats s join ad_campaigns c on c.id = s.campaign_id
       where s.hour between ? and ?
       group by c.slot_id, s.hour
       order by s.hour, c.slot_id`,
        [new Date(utcHour(range.from)), range.to],
      );
    return rows.map((row) => ({
      slotId: row.slot_id,
      hour: new Date(row.hour).toISOString(),
      impressions: Number(row.impressions),
      clicks: Number(row.clicks),
      filtered: Number(row.filtered),
    }));
  }

  async slotDaily(range: { from: string; to: string }): Promise<AdSlotDailyStat[]> {
    const rows = await this.#em
      .getConnection()
      .execute<{ slot_id: string; day: string; impressions: string; clicks: string; filtered: string }[]>(
        `select c.slot_id, to_char(s.day, 'YYYY-MM-DD') as day, sum(s.impressions) as impressions,
         sum(s.clicks) as clicks, sum(s.filtered) as filtered
       from ad_daily_stats s join ad_campaigns c on c.id = s.campaign_id
       where s.day between cast(? as date) and cast(? as date)
       group by c.slot_id, s.day
       order by s.day, c.slot_id`,
        [range.from, range.to],
      );
    return rows.map((row) => ({
      slotId: row.slot_id,
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
    const oldest = new Date(utcHour(new Date(now.getTime() - hourlyStatsHours * 60 * 60 * 1000)));
    let purged = views.affectedRows + days.affectedRows;
    for (const table of ['ad_hourly_stats', 'ad_creative_hourly_stats']) {
      purged += (
        await connection.execute<QueryResult>(`delete from ${table} where hour < ?`, [oldest], 'run')
      ).affectedRows;
    }
    return purged;
  }

  #count(
    counter: Counter,
    campaignId: string,
    at: Date,
    count: AdImpressionCount | AdClickCount,
  ): Promise<boolean> {
    if (!isUuid(campaignId)) return Promise.reject(adCampaignNotFound());
    const day = utcDay(at);
    const key = `${counter}/${campaignId.toLowerCase()}/${day}`;
    const batch = this.#batchFor(key, { counter, campaignId, day, at }, count);
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

  /** The key's first waiting batch that can take the event: a viewer's impression views go one per batch. */
  #batchFor(
    key: string,
    head: Pick<Batch, 'counter' | 'campaignId' | 'day' | 'at'>,
    count: AdImpressionCount | AdClickCount,
  ): Batch {
    const viewer = head.counter === 'impressions' && count.as === 'view' ? count.view.viewerId : undefined;
    const queue = this.#waiting.get(key) ?? [];
    this.#waiting.set(key, queue);
    let batch = queue.find((waiting) => viewer === undefined || !waiting.viewers.has(viewer));
    if (!batch) {
      batch = { ...head, counted: [], filtered: [], views: [], viewers: new Set() };
      queue.push(batch);
    }
    if (viewer !== undefined) batch.viewers.add(viewer);
    return batch;
  }

  /** Writes the key's waiting batches in order, and any that gather meanwhile, until none is left. */
  async #drain(key: string): Promise<void> {
    try {
      for (let batch = this.#next(key); batch; batch = this.#next(key)) await this.#write(batch);
    } finally {
      this.#running.delete(key);
    }
  }

  #next(key: string): Batch | undefined {
    const queue = this.#waiting.get(key);
    const batch = queue?.shift();
    if (queue?.length === 0) this.#waiting.delete(key);
    return batch;
  }

  async #write(batch: Batch): Promise<void> {
    const everyone = [...batch.counted, ...batch.filtered, ...batch.views.map(({ settle }) => settle)];
    try {
      const values: Record<string, unknown> = {
        campaign: batch.campaignId,
        at: batch.at.toISOString(),
        day: batch.day,
        hour: utcHour(batch.at),
        counted: batch.counted.length,
        filtered: batch.filtered.length,
        views: JSON.stringify(
          batch.views.map(({ view }) => ({
            view_id: view.viewId,
            expires_at: view.expiresAt.toISOString(),
            viewer: view.viewerId,
            creative: view.creativeId ?? null,
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
      // A view posted twice in one batch is fresh once: the first caller counted.
      const prefix = keyPrefix[batch.counter];
      for (const { view, settle } of batch.views) settle.resolve(fresh.delete(`${prefix}${view.viewId}`));
    } catch (error) {
      for (const { reject } of everyone) reject(error);
    }
  }
}
