import type { Clock } from '../shared/clock.ts';
import type { AdCampaignRepository } from './ad-campaign-repository.ts';
import type { AdHourlyStat, AdStats } from './ad-stats.ts';
import { adCampaignNotFound } from './campaign-not-found.ts';
import { allCounters, lastReportHours, reportRows } from './report-rows.ts';

export interface AdHourlyReportRow extends AdHourlyStat {
  /** Click-through rate in percent, two decimals. */
  ctr: number;
}

/** One campaign's last 48 UTC hours, the current one last. */
export interface CampaignHourlyReport {
  campaignId: string;
  name: string;
  /** The first and last hours' starts, ISO 8601 in UTC. */
  from: string;
  to: string;
  hours: AdHourlyReportRow[];
  totals: Omit<AdHourlyReportRow, 'hour'>;
}

/** Impressions, clicks, CTR and filtered events of one campaign per hour over the last 48 hours, gaps filled. */
export async function campaignHourlyReport(
  deps: { campaigns: Pick<AdCampaignRepository, 'findById'>; stats: Pick<AdStats, 'hourly'>; clock: Clock },
  campaignId: string,
): Promise<CampaignHourlyReport> {
  const campaign = await deps.campaigns.findById(campaignId);
  if (!campaign) throw adCampaignNotFound();
  const { from, to, hours } = lastReportHours(deps.clock);
  const counted = new Map(
    (await deps.stats.hourly(campaignId, { from, to })).map((stat) => [stat.hour, stat]),
  );
  const { rows, totals } = reportRows('hour', allCounters, hours, (hour) => counted.get(hour));
  return {
    campaignId,
    name: campaign.name,
    from: from.toISOString(),
    to: to.toISOString(),
    hours: rows,
    totals,
  };
}
