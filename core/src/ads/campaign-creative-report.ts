import type { Clock } from '../shared/clock.ts';
import { clickThroughRate } from './ad-campaign.ts';
import type { AdCampaignRepository } from './ad-campaign-repository.ts';
import type { AdStats } from './ad-stats.ts';
import { campaignDailyStats } from './campaign-daily-stats.ts';
import type { AdReportRow } from './campaign-report.ts';

/** A creative's day: filtered events are told per campaign only (a filtered event names no creative it counts on). */
export type CreativeReportRow = Omit<AdReportRow, 'filtered'>;

export interface CreativeReport {
  creativeId: string;
  altText: string;
  imageUrl: string;
  /** One row per UTC day of the range, oldest first, zeros where nothing was counted. */
  days: CreativeReportRow[];
  totals: Omit<CreativeReportRow, 'day'>;
}

/** The console's per-creative report of one campaign: its current creatives, in their order. */
export interface CampaignCreativeReport {
  campaignId: string;
  name: string;
  from: string;
  to: string;
  creatives: CreativeReport[];
}

/** Daily impressions, clicks and CTR of each creative of one campaign over `from`..`to` (default: 30 days). */
export async function campaignCreativeReport(
  deps: {
    campaigns: Pick<AdCampaignRepository, 'findById'>;
    stats: Pick<AdStats, 'daily' | 'creativeDaily'>;
    clock: Clock;
  },
  campaignId: string,
  input: unknown,
): Promise<CampaignCreativeReport> {
  // Validates the range and the campaign as the campaign's own report does.
  const range = await campaignDailyStats(deps, campaignId, input);
  const campaign = await deps.campaigns.findById(campaignId);
  const counted = new Map(
    (await deps.stats.creativeDaily(campaignId, range)).map((stat) => [
      `${stat.creativeId}/${stat.day}`,
      stat,
    ]),
  );
  const creatives = (campaign?.creatives ?? []).map((creative) => {
    const days = range.days.map(({ day }) => {
      const stat = counted.get(`${creative.id}/${day}`);
      const impressions = stat?.impressions ?? 0;
      const clicks = stat?.clicks ?? 0;
      return { day, impressions, clicks, ctr: clickThroughRate(impressions, clicks) };
    });
    const impressions = days.reduce((sum, day) => sum + day.impressions, 0);
    const clicks = days.reduce((sum, day) => sum + day.clicks, 0);
    return {
      creativeId: creative.id,
      altText: creative.altText,
      imageUrl: creative.imageUrl,
      days,
      totals: { impressions, clicks, ctr: clickThroughRate(impressions, clicks) },
    };
  });
  return { campaignId, name: campaign?.name ?? '', from: range.from, to: range.to, creatives };
}
