import { utcDay, type AdDailyStat, type AdStats } from '../ad-stats.ts';
import { adCampaignNotFound } from '../campaign-not-found.ts';
import type { InMemoryAdCampaignRepository } from './in-memory-ad-campaign-repository.ts';

/** Counts on the fake repository's campaigns, with daily buckets beside them. */
export class InMemoryAdStats implements AdStats {
  readonly #campaigns: InMemoryAdCampaignRepository;
  readonly #buckets = new Map<string, AdDailyStat>();

  constructor(campaigns: InMemoryAdCampaignRepository) {
    this.#campaigns = campaigns;
  }

  async recordImpression(campaignId: string, at: Date): Promise<void> {
    this.#count(campaignId, at, 'impressions');
  }

  async recordClick(campaignId: string, at: Date): Promise<void> {
    this.#count(campaignId, at, 'clicks');
  }

  async daily(campaignId: string, range: { from: string; to: string }): Promise<AdDailyStat[]> {
    if (!this.#campaigns.counters(campaignId)) return [];
    return [...this.#buckets.entries()]
      .filter(([key]) => key.startsWith(`${campaignId}/`))
      .map(([, stat]) => ({ ...stat }))
      .filter((stat) => stat.day >= range.from && stat.day <= range.to)
      .sort((a, b) => a.day.localeCompare(b.day));
  }

  #count(campaignId: string, at: Date, counter: 'impressions' | 'clicks'): void {
    const counters = this.#campaigns.counters(campaignId);
    if (!counters) throw adCampaignNotFound();
    counters[counter] += 1;
    const day = utcDay(at);
    const key = `${campaignId}/${day}`;
    const bucket = this.#buckets.get(key) ?? { day, impressions: 0, clicks: 0 };
    bucket[counter] += 1;
    this.#buckets.set(key, bucket);
  }
}
