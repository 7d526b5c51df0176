/** One campaign's counts on one UTC day (table `ad_daily_stats`). */
export interface AdDailyStat {
  /** YYYY-MM-DD, UTC. */
  day: string;
  impressions: number;
  clicks: number;
}

/**
 * Exact impression and click counting. Each record is an atomic increment of the campaign's total
 * and of its bucket for the UTC day of `at`, never a read-modify-write, so concurrent requests on
 * any number of instances all count.
 */
export interface AdStats {
  /** NOT_FOUND for an unknown campaign. */
  recordImpression(campaignId: string, at: Date): Promise<void>;
  /** NOT_FOUND for an unknown campaign. */
  recordClick(campaignId: string, at: Date): Promise<void>;
  /** The campaign's buckets with from <= day <= to (YYYY-MM-DD), oldest first; days without counts are absent. */
  daily(campaignId: string, range: { from: string; to: string }): Promise<AdDailyStat[]>;
}

/** The UTC day of an instant, as stored in the daily buckets. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
