import { isRunning } from '../ad-campaign.ts';
import { countedEvent, utcDay, type AdDailyStat, type AdEventCount, type AdStats } from '../ad-stats.ts';
import { adCampaignNotFound } from '../campaign-not-found.ts';
import type { InMemoryAdCampaignRepository } from './in-memory-ad-campaign-repository.ts';

/** Counts on the fake repository's campaigns, with daily buckets, view keys and viewer counts beside them. */
export class InMemoryAdStats implements AdStats {
  readonly #campaigns: InMemoryAdCampaignRepository;
  readonly #buckets = new Map<string, AdDailyStat>();
  /** View key -> expiry. */
  readonly #views = new Map<string, Date>();
  /** `campaign/viewer/day` -> impressions. */
  readonly #viewerDays = new Map<string, number>();

  constructor(campaigns: InMemoryAdCampaignRepository) {
    this.#campaigns = campaigns;
  }

  async recordImpression(campaignId: string, at: Date, count: AdEventCount = countedEvent): Promise<boolean> {
    return this.#count(campaignId, at, 'impressions', count);
  }

  async recordClick(campaignId: string, at: Date, count: AdEventCount = countedEvent): Promise<boolean> {
    return this.#count(campaignId, at, 'clicks', count);
  }

  async daily(campaignId: string, range: { from: string; to: string }): Promise<AdDailyStat[]> {
    if (!this.#campaigns.stored(campaignId)) return [];
    return [...this.#buckets.entries()]
      .filter(([key]) => key.startsWith(`${campaignId}/`))
      .map(([, stat]) => ({ ...stat }))
      .filter((stat) => stat.day >= range.from && stat.day <= range.to)
      .sort((a, b) => a.day.localeCompare(b.day));
  }

  async viewerImpressions(
    viewerId: string,
    campaignIds: readonly string[],
    day: string,
  ): Promise<Map<string, number>> {
    const seen = new Map<string, number>();
    for (const campaignId of campaignIds) {
      const count = this.#viewerDays.get(`${campaignId}/${viewerId}/${day}`);
      if (count) seen.set(campaignId, count);
    }
    return seen;
  }

  async purgeExpired(now: Date): Promise<number> {
    let purged = 0;
    for (const [key, expiresAt] of this.#views) {
      if (expiresAt.getTime() < now.getTime()) purged += Number(this.#views.delete(key));
    }
    const today = utcDay(now);
    for (const key of this.#viewerDays.keys()) {
      if (key.slice(-10) < today) purged += Number(this.#viewerDays.delete(key));
    }
    return purged;
  }

  #count(campaignId: string, at: Date, counter: 'impressions' | 'clicks', count: AdEventCount): boolean {
    const campaign = this.#campaigns.stored(campaignId);
    if (!campaign || !isRunning(campaign, at)) throw adCampaignNotFound();
    const day = utcDay(at);
    const key = `${campaignId}/${day}`;
    const bucket = this.#buckets.get(key) ?? { day, impressions: 0, clicks: 0, filtered: 0 };
    this.#buckets.set(key, bucket);
    if (count.as === 'filtered') {
      bucket.filtered += 1;
      return false;
    }
    if (count.as === 'view') {
      if (this.#views.has(count.view.key)) return false;
      this.#views.set(count.view.key, count.view.expiresAt);
      if (counter === 'impressions' && campaign.frequencyCap !== null) {
        const viewerKey = `${campaignId}/${count.view.viewerId}/${day}`;
        this.#viewerDays.set(viewerKey, (this.#viewerDays.get(viewerKey) ?? 0) + 1);
      }
    }
    campaign[counter] += 1;
    bucket[counter] += 1;
    return true;
  }
}
