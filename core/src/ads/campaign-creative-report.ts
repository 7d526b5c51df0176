import type { Clock } from '../shared/clock.ts';
import type { AdCampaignRepository } from './ad-campaign-repository.ts';
import type { AdStats } from './ad-stats.ts';
import { campaignDailyStats } from './campaign-daily-stats.ts';
import type { AdReportRow } from './campaign-report.ts';
import { creativeRows } from './report-rows.ts';

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
  const days = range.days.map(({ day }) => day);
  const stats = await deps.stats.creativeDaily(campaignId, range);
  const creatives = creativeRows(campaign?.creatives ?? [], 'day', days, stats).map(
    ({ rows, ...creative }) => ({ ...creative, days: rows }),
  );
  return { campaignId, name: campaign?.name ?? '', from: range.from, to: range.to, creatives };
}
