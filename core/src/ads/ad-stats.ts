/** One campaign's counts on one UTC day (table `ad_daily_stats`). */
export interface AdDailyStat {
  /** YYYY-MM-DD, UTC. */
  day: string;
  impressions: number;
  clicks: number;
  /**
   * Events answered but not counted: bare posts past their budget, bots, bad or expired tokens,
   * impressions past the viewer's frequency cap, clicks whose impression did not count.
   */
  filtered: number;
}

/** How far back the hourly buckets go: the report's last 48 hours; housekeeping forgets older ones. */
export const hourlyStatsHours = 48;

/** One campaign's counts in one UTC hour (table `ad_hourly_stats`). */
export interface AdHourlyStat {
  /** The hour's start, ISO 8601 in UTC (`2026-03-02T10:00:00.000Z`). */
  hour: string;
  impressions: number;
  clicks: number;
  filtered: number;
}

/** The counts of every campaign in one slot on one UTC day (a campaign serves one slot). */
export interface AdSlotDailyStat extends AdDailyStat {
  slotId: string;
}

/** The counts of every campaign in one slot in one UTC hour. */
export interface AdSlotHourlyStat extends AdHourlyStat {
  slotId: string;
}

/** One creative's counts on one UTC day (table `ad_creative_daily_stats`): events are filtered per campaign only. */
export interface AdCreativeDailyStat {
  creativeId: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  impressions: number;
  clicks: number;
}

/** One creative's counts in one UTC hour (table `ad_creative_hourly_stats`), kept as its campaign's hours are. */
export interface AdCreativeHourlyStat {
  creativeId: string;
  /** The hour's start, ISO 8601 in UTC. */
  hour: string;
  impressions: number;
  clicks: number;
}

/** One showing, as its view token names it: its impression and its click each count once. */
export interface CountedView {
  /** Unique per token. */
  viewId: string;
  /** When the token ends: its counted events may be forgotten after it. */
  expiresAt: Date;
  viewerId: string;
  /** The creative shown, counted with its campaign; absent in tokens issued before creatives. */
  creativeId?: string | undefined;
}

/**
 * How an impression counts: `counted` adds one (a bare post within its budget); `view` adds one the
 * first time its view is seen, while the viewer is under the campaign's frequency cap for the day
 * (a replay, or a view past the cap, adds nothing); `filtered` adds one to the day's filtered
 * number only.
 */
export type AdImpressionCount = { as: 'counted' } | { as: 'view'; view: CountedView } | { as: 'filtered' };

/** How a click counts: only through its view (see `AdStats.recordClick`), or filtered. */
export type AdClickCount = { as: 'view'; view: CountedView } | { as: 'filtered' };

export const countedEvent: AdImpressionCount = { as: 'counted' };

/**
 * Exact impression and click counting. Each record is an atomic increment of the campaign's total
 * and of its bucket for a UTC day, never a read-modify-write, so concurrent requests on any number
 * of instances all count. A counted view is remembered across instances until it expires.
 */
export interface AdStats {
  /**
   * True when the impression was added (not filtered, not a replay, not past the viewer's
   * frequency cap) to the total and to the bucket of `at`'s day. NOT_FOUND for an unknown campaign
   * or one not running at `at` (paused, before or after its dates): nothing is counted.
   */
  recordImpression(campaignId: string, at: Date, count?: AdImpressionCount): Promise<boolean>;
  /**
   * True when the click was added: the first click of a view whose impression counted. It goes to
   * the bucket of the day its impression counted on, so no day, and no total, ever has more clicks
   * than impressions. A view whose impression did not count is filtered on `at`'s day; a second
   * click of a view adds nothing. NOT_FOUND as for impressions.
   */
  recordClick(campaignId: string, at: Date, count: AdClickCount): Promise<boolean>;
  /**
   * The campaign's hourly buckets with from <= hour <= to, oldest first; hours without counts are
   * absent. Events count in the hour of their day bucket's batch, a click in its impression's hour.
   */
  hourly(campaignId: string, range: { from: Date; to: Date }): Promise<AdHourlyStat[]>;
  /** The campaign's buckets with from <= day <= to (YYYY-MM-DD), oldest first; days without counts are absent. */
  daily(campaignId: string, range: { from: string; to: string }): Promise<AdDailyStat[]>;
  /**
   * The daily buckets of all campaigns added up per slot, with from <= day <= to, by day then slot;
   * days without counts are absent. A deleted campaign's counts go with it.
   */
  slotDaily(range: { from: string; to: string }): Promise<AdSlotDailyStat[]>;
  /**
   * The buckets of the campaign's current creatives with from <= day <= to, by day then creative;
   * days without counts are absent. A click counts on its impression's day, as in `daily`.
   */
  creativeDaily(campaignId: string, range: { from: string; to: string }): Promise<AdCreativeDailyStat[]>;
  /**
   * The hourly buckets of the campaign's current creatives with from <= hour <= to, by hour then
   * creative; hours without counts are absent. A click counts in its impression's hour, as in `hourly`.
   */
  creativeHourly(campaignId: string, range: { from: Date; to: Date }): Promise<AdCreativeHourlyStat[]>;
  /**
   * The hourly buckets of all campaigns added up per slot, with from <= hour <= to, by hour then
   * slot; hours without counts are absent. A deleted campaign's counts go with it.
   */
  slotHourly(range: { from: Date; to: Date }): Promise<AdSlotHourlyStat[]>;
  /**
   * Impressions counted through view tokens of this viewer on `day`, per campaign, for the given
   * campaigns that have a frequency cap (others are not tracked); absent means none.
   */
  viewerImpressions(
    viewerId: string,
    campaignIds: readonly string[],
    day: string,
  ): Promise<Map<string, number>>;
  /**
   * Forgets views that expired before `now`, viewer counts of days before its day and hourly
   * buckets (campaigns' and creatives') older than `hourlyStatsHours`; returns how many.
   */
  purgeExpired(now: Date): Promise<number>;
}

/** The start of an instant's UTC hour, as stored in the hourly buckets. */
export function utcHour(at: Date): string {
  return `${at.toISOString().slice(0, 13)}:00:00.000Z`;
}

/** The UTC day of an instant, as stored in the daily buckets. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
