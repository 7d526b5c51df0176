import { isRunning, type AdCampaign } from '../ad-campaign.ts';
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
  /** `creative/hour` -> its counts. */
  readonly #creativeHourBuckets = new Map<string, AdCreativeHourlyStat>();
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
      this.#addToCreative(campaign, count.view.creativeId, when, 'impressions');
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
    this.#addToCreative(campaign, count.view.creativeId, impression, 'clicks');
    this.#add(campaign, impression, 'clicks');
    return true;
  }

  /** The view's creative, if it is still one of the campaign's, counts too, in total, on the day and in the hour. */
  #addToCreative(
    campaign: AdCampaign,
    creativeId: string | undefined,
    when: When,
    counter: 'impressions' | 'clicks',
  ): void {
    const creative = campaign.creatives.find((candidate) => candidate.id === creativeId);
    if (!creative) return;
    creative[counter] += 1;
    const counts = { creativeId: creative.id, impressions: 0, clicks: 0 };
    const dayKey = `${creative.id}/${when.day}`;
    const day = this.#creativeBuckets.get(dayKey) ?? { ...counts, day: when.day };
    day[counter] += 1;
    this.#creativeBuckets.set(dayKey, day);
    const hourKey = `${creative.id}/${when.hour}`;
    const hour = this.#creativeHourBuckets.get(hourKey) ?? { ...counts, hour: when.hour };
    hour[counter] += 1;
    this.#creativeHourBuckets.set(hourKey, hour);
  }

  async creativeDaily(
    campaignId: string,
    range: { from: string; to: string },
  ): Promise<AdCreativeDailyStat[]> {
    return this.#creativeStats(campaignId, this.#creativeBuckets, (stat) => stat.day, range);
  }

  async creativeHourly(campaignId: string, range: { from: Date; to: Date }): Promise<AdCreativeHourlyStat[]> {
    const hours = { from: utcHour(range.from), to: range.to.toISOString() };
    return this.#creativeStats(campaignId, this.#creativeHourBuckets, (stat) => stat.hour, hours);
  }

  /** The buckets of the campaign's current creatives within the range (both ends included), by bucket then creative. */
  #creativeStats<S extends { creativeId: string }>(
    campaignId: string,
    buckets: Map<string, S>,
    bucketOf: (stat: S) => string,
    range: { from: string; to: string },
  ): S[] {
    const campaign = this.#campaigns.stored(campaignId);
    if (!campaign) return [];
    const order = campaign.creatives.map((creative) => creative.id);
    return [...buckets.values()]
      .filter(
        (stat) =>
          order.includes(stat.creativeId) && bucketOf(stat) >= range.from && bucketOf(stat) <= range.to,
      )
      .map((stat) => ({ ...stat }))
      .sort(
        (a, b) =>
          bucketOf(a).localeCompare(bucketOf(b)) || order.indexOf(a.creativeId) - order.indexOf(b.creativeId),
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
    const days = [...this.#buckets].map(([key, stat]) => ({
      ...stat,
      campaignId: key.slice(0, key.indexOf('/')),
    }));
    return this.#slotStats(days, (stat) => stat.day, range).map(({ bucket: day, ...stat }) => ({
      ...stat,
      day,
    }));
  }

  async slotHourly(range: { from: Date; to: Date }): Promise<AdSlotHourlyStat[]> {
    const hours = { from: utcHour(range.from), to: range.to.toISOString() };
    return this.#slotStats([...this.#hourBuckets.values()], (stat) => stat.hour, hours).map(
      ({ bucket: hour, ...stat }) => ({ ...stat, hour }),
    );
  }

  /** The stored campaigns' buckets within the range added up per slot, by bucket then slot. */
  #slotStats<S extends Omit<AdDailyStat, 'day'> & { campaignId: string }>(
    stats: S[],
    bucketOf: (stat: S) => string,
    range: { from: string; to: string },
  ): (Omit<AdDailyStat, 'day'> & { slotId: string; bucket: string })[] {
    const slots = new Map<string, Omit<AdDailyStat, 'day'> & { slotId: string; bucket: string }>();
    for (const stat of stats) {
      const campaign = this.#campaigns.stored(stat.campaignId);
      const bucket = bucketOf(stat);
      if (!campaign || bucket < range.from || bucket > range.to) continue;
      const slotKey = `${bucket}/${campaign.slotId}`;
      const sum = slots.get(slotKey) ?? {
        slotId: campaign.slotId,
        bucket,
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
    for (const buckets of [this.#hourBuckets, this.#creativeHourBuckets]) {
      for (const [key, { hour }] of buckets) {
        if (hour < oldest) purged += Number(buckets.delete(key));
      }
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
