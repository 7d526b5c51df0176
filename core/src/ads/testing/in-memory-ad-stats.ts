import { isRunning, type AdCampaign } from '../ad-campaign.ts';
import {
  countedEvent,
  hourlyStatsHours,
  utcDay,
  utcHour,
  type AdClickCount,
  type AdCreativeDailyStat,
  type AdDailyStat,
  type AdHourlyStat,
  type AdImpressionCount,
  type AdSlotDailyStat,
  type AdStats,
} from '../ad-stats.ts';
import { adCampaignNotFound } from '../campaign-not-found.ts';
import type { InMemoryAdCampaignRepository } from './in-memory-ad-campaign-repository.ts';

/** The UTC day and hour an event counts in. */
interface When {
  day: string;
  hour: string;
}

/** Counts on the fake repository's campaigns, with daily buckets, counted views and viewer counts beside them. */
export class InMemoryAdStats implements AdStats {
  readonly #campaigns: InMemoryAdCampaignRepository;
  readonly #buckets = new Map<string, AdDailyStat>();
  /** `creative/day` -> its counts. */
  readonly #creativeBuckets = new Map<string, AdCreativeDailyStat>();
  /** `campaign/hour` -> its counts. */
  readonly #hourBuckets = new Map<string, AdHourlyStat & { campaignId: string }>();
  /** `impression:<view id>` or `click:<view id>` -> its expiry and the day and hour its impression counted in. */
  readonly #views = new Map<string, { expiresAt: Date } & When>();
  /** `campaign/viewer/day` -> impressions. */
  readonly #viewerDays = new Map<string, number>();

  constructor(campaigns: InMemoryAdCampaignRepository) {
    this.#campaigns = campaigns;
  }

  async recordImpression(
    campaignId: string,
    at: Date,
    count: AdImpressionCount = countedEvent,
  ): Promise<boolean> {
    const campaign = this.#running(campaignId, at);
    const when = { day: utcDay(at), hour: utcHour(at) };
    const { day } = when;
    if (count.as === 'filtered') return this.#filter(campaignId, when);
    if (count.as === 'view') {
      const { viewId, viewerId, expiresAt } = count.view;
      if (this.#views.has(`impression:${viewId}`)) return false;
      if (campaign.frequencyCap !== null) {
        const viewerKey = `${campaignId}/${viewerId}/${day}`;
        const seen = this.#viewerDays.get(viewerKey) ?? 0;
        if (seen >= campaign.frequencyCap) return this.#filter(campaignId, when);
        this.#viewerDays.set(viewerKey, seen + 1);
      }
      this.#views.set(`impression:${viewId}`, { expiresAt, ...when });
      this.#addToCreative(campaign, count.view.creativeId, day, 'impressions');
    }
    this.#add(campaign, when, 'impressions');
    return true;
  }

  async recordClick(campaignId: string, at: Date, count: AdClickCount): Promise<boolean> {
    const campaign = this.#running(campaignId, at);
    const impression = count.as === 'view' ? this.#views.get(`impression:${count.view.viewId}`) : undefined;
    if (count.as === 'filtered' || !impression) {
      return this.#filter(campaignId, { day: utcDay(at), hour: utcHour(at) });
    }
    const key = `click:${count.view.viewId}`;
    if (this.#views.has(key)) return false;
    this.#views.set(key, { expiresAt: count.view.expiresAt, day: impression.day, hour: impression.hour });
    this.#addToCreative(campaign, count.view.creativeId, impression.day, 'clicks');
    this.#add(campaign, impression, 'clicks');
    return true;
  }

  /** The view's creative, if it is still one of the campaign's, counts too, in total and on `day`. */
  #addToCreative(
    campaign: AdCampaign,
    creativeId: string | undefined,
    day: string,
    counter: 'impressions' | 'clicks',
  ): void {
    const creative = campaign.creatives.find((candidate) => candidate.id === creativeId);
    if (!creative) return;
    creative[counter] += 1;
    const key = `${creative.id}/${day}`;
    const bucket = this.#creativeBuckets.get(key) ?? {
      creativeId: creative.id,
      day,
      impressions: 0,
      clicks: 0,
    };
    bucket[counter] += 1;
    this.#creativeBuckets.set(key, bucket);
  }

  async creativeDaily(
    campaignId: string,
    range: { from: string; to: string },
  ): Promise<AdCreativeDailyStat[]> {
    const campaign = this.#campaigns.stored(campaignId);
    if (!campaign) return [];
    const order = campaign.creatives.map((creative) => creative.id);
    return [...this.#creativeBuckets.values()]
      .filter((stat) => order.includes(stat.creativeId) && stat.day >= range.from && stat.day <= range.to)
      .map((stat) => ({ ...stat }))
      .sort(
        (a, b) => a.day.localeCompare(b.day) || order.indexOf(a.creativeId) - order.indexOf(b.creativeId),
      );
  }

  async daily(campaignId: string, range: { from: string; to: string }): Promise<AdDailyStat[]> {
    if (!this.#campaigns.stored(campaignId)) return [];
    return [...this.#buckets.entries()]
      .filter(([key]) => key.startsWith(`${campaignId}/`))
      .map(([, stat]) => ({ ...stat }))
      .filter((stat) => stat.day >= range.from && stat.day <= range.to)
      .sort((a, b) => a.day.localeCompare(b.day));
  }

  async hourly(campaignId: string, range: { from: Date; to: Date }): Promise<AdHourlyStat[]> {
    const from = utcHour(range.from);
    const to = range.to.toISOString();
    return [...this.#hourBuckets.values()]
      .filter((stat) => stat.campaignId === campaignId && stat.hour >= from && stat.hour <= to)
      .map(({ campaignId: _campaign, ...stat }) => stat)
      .sort((a, b) => a.hour.localeCompare(b.hour));
  }

  async slotDaily(range: { from: string; to: string }): Promise<AdSlotDailyStat[]> {
    const slots = new Map<string, AdSlotDailyStat>();
    for (const [key, stat] of this.#buckets) {
      const campaign = this.#campaigns.stored(key.slice(0, key.indexOf('/')));
      if (!campaign || stat.day < range.from || stat.day > range.to) continue;
      const slotKey = `${stat.day}/${campaign.slotId}`;
      const sum = slots.get(slotKey) ?? {
        slotId: campaign.slotId,
        day: stat.day,
        impressions: 0,
        clicks: 0,
        filtered: 0,
      };
      sum.impressions += stat.impressions;
      sum.clicks += stat.clicks;
      sum.filtered += stat.filtered;
      slots.set(slotKey, sum);
    }
    return [...slots.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, stat]) => stat);
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
    for (const [key, { expiresAt }] of this.#views) {
      if (expiresAt.getTime() < now.getTime()) purged += Number(this.#views.delete(key));
    }
    const today = utcDay(now);
    for (const key of this.#viewerDays.keys()) {
      if (key.slice(-10) < today) purged += Number(this.#viewerDays.delete(key));
    }
    const oldest = utcHour(new Date(now.getTime() - hourlyStatsHours * 60 * 60 * 1000));
    for (const [key, { hour }] of this.#hourBuckets) {
      if (hour < oldest) purged += Number(this.#hourBuckets.delete(key));
    }
    return purged;
  }

  #running(campaignId: string, at: Date): AdCampaign {
    const campaign = this.#campaigns.stored(campaignId);
    if (!campaign || !isRunning(campaign, at)) throw adCampaignNotFound();
    return campaign;
  }

  #bucket(campaignId: string, day: string): AdDailyStat {
    const key = `${campaignId}/${day}`;
    const bucket = this.#buckets.get(key) ?? { day, impressions: 0, clicks: 0, filtered: 0 };
    this.#buckets.set(key, bucket);
    return bucket;
  }

  #hourBucket(campaignId: string, hour: string): AdHourlyStat {
    const key = `${campaignId}/${hour}`;
    const bucket = this.#hourBuckets.get(key) ?? { campaignId, hour, impressions: 0, clicks: 0, filtered: 0 };
    this.#hourBuckets.set(key, bucket);
    return bucket;
  }

  #filter(campaignId: string, when: When): false {
    this.#bucket(campaignId, when.day).filtered += 1;
    this.#hourBucket(campaignId, when.hour).filtered += 1;
    return false;
  }

  #add(campaign: AdCampaign, when: When, counter: 'impressions' | 'clicks'): void {
    campaign[counter] += 1;
    this.#bucket(campaign.id, when.day)[counter] += 1;
    this.#hourBucket(campaign.id, when.hour)[counter] += 1;
  }
}
