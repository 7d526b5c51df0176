import type { Clock } from '../shared/clock.ts';
import { clickThroughRate } from './ad-campaign.ts';
import type { AdCampaignRepository } from './ad-campaign-repository.ts';
import type { AdDailyStat, AdStats } from './ad-stats.ts';
import { campaignDailyStats } from './campaign-daily-stats.ts';

export interface AdReportRow extends AdDailyStat {
  /** Click-through rate in percent, two decimals. */
  ctr: number;
}

/** The console's per-campaign report: one row per UTC day of the range, and the range's totals. */
export interface CampaignReport {
  campaignId: string;
  name: string;
  from: string;
  to: string;
  days: AdReportRow[];
  totals: Omit<AdReportRow, 'day'>;
}

function withCtr<S extends Omit<AdDailyStat, 'day'>>(stat: S): S & { ctr: number } {
  return { ...stat, ctr: clickThroughRate(stat.impressions, stat.clicks) };
}

/** Daily impressions, clicks, CTR and filtered events of one campaign over `from`..`to` (default: 30 days). */
export async function campaignReport(
  deps: { campaigns: Pick<AdCampaignRepository, 'findById'>; stats: Pick<AdStats, 'daily'>; clock: Clock },
  campaignId: string,
  input: unknown,
): Promise<CampaignReport> {
  const campaign = await deps.campaigns.findById(campaignId);
  const range = await campaignDailyStats(deps, campaignId, input);
  const totals = { impressions: 0, clicks: 0, filtered: 0 };
  for (const day of range.days) {
    totals.impressions += day.impressions;
    totals.clicks += day.clicks;
    totals.filtered += day.filtered;
  }
  return {
    campaignId,
    name: campaign?.name ?? '',
    from: range.from,
    to: range.to,
    days: range.days.map(withCtr),
    totals: withCtr(totals),
  };
}
