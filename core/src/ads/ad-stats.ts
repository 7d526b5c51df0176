/** One campaign's counts on one UTC day (table `ad_daily_stats`). */
export interface AdDailyStat {
  /** YYYY-MM-DD, UTC. */
  day: string;
  impressions: number;
  clicks: number;
  /** Events answered but not counted: bare posts past their budget, bots, bad or expired tokens. */
  filtered: number;
}

/** A view token's one-time key, its expiry (the key may be forgotten after it) and its viewer. */
export interface CountedView {
  key: string;
  expiresAt: Date;
  viewerId: string;
}

/**
 * How an event counts: `counted` adds one; `view` adds one the first time its key is seen (a replay
 * adds nothing); `filtered` adds one to the day's filtered number only.
 */
export type AdEventCount = { as: 'counted' } | { as: 'view'; view: CountedView } | { as: 'filtered' };

export const countedEvent: AdEventCount = { as: 'counted' };

/**
 * Exact impression and click counting. Each record is an atomic increment of the campaign's total
 * and of its bucket for the UTC day of `at`, never a read-modify-write, so concurrent requests on
 * any number of instances all count. A view key is remembered across instances until it expires.
 */
export interface AdStats {
  /**
   * True when the impression was added (not filtered, not a replay). NOT_FOUND for an unknown
   * campaign or one not running at `at` (paused, before or after its dates): nothing is counted.
   */
  recordImpression(campaignId: string, at: Date, count?: AdEventCount): Promise<boolean>;
  /** As recordImpression, for a click. */
  recordClick(campaignId: string, at: Date, count?: AdEventCount): Promise<boolean>;
  /** The campaign's buckets with from <= day <= to (YYYY-MM-DD), oldest first; days without counts are absent. */
  daily(campaignId: string, range: { from: string; to: string }): Promise<AdDailyStat[]>;
  /**
   * Impressions counted through view tokens of this viewer on `day`, per campaign, for the given
   * campaigns that have a frequency cap (others are not tracked); absent means none.
   */
  viewerImpressions(
    viewerId: string,
    campaignIds: readonly string[],
    day: string,
  ): Promise<Map<string, number>>;
  /** Forgets view keys that expired before `now` and viewer counts of days before its day; returns how many. */
  purgeExpired(now: Date): Promise<number>;
}

/** The UTC day of an instant, as stored in the daily buckets. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
