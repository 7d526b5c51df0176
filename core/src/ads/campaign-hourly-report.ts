import type { Clock } from '../shared/clock.ts';
import { clickThroughRate } from './ad-campaign.ts';
import type { AdCampaignRepository } from './ad-campaign-repository.ts';
import { hourlyStatsHours, utcHour, type AdHourlyStat, type AdStats } from './ad-stats.ts';
import { adCampaignNotFound } from './campaign-not-found.ts';

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

const hourMs = 60 * 60 * 1000;

/** Impressions, clicks, CTR and filtered events of one campaign per hour over the last 48 hours, gaps filled. */
export async function campaignHourlyReport(
  deps: { campaigns: Pick<AdCampaignRepository, 'findById'>; stats: Pick<AdStats, 'hourly'>; clock: Clock },
  campaignId: string,
): Promise<CampaignHourlyReport> {
  const campaign = await deps.campaigns.findById(campaignId);
  if (!campaign) throw adCampaignNotFound();
  const to = new Date(utcHour(deps.clock.now()));
  const from = new Date(to.getTime() - (hourlyStatsHours - 1) * hourMs);
  const counted = new Map(
    (await deps.stats.hourly(campaignId, { from, to })).map((stat) => [stat.hour, stat]),
  );
  const hours: AdHourlyReportRow[] = [];
  const totals = { impressions: 0, clicks: 0, filtered: 0 };
  for (let time = from.getTime(); time <= to.getTime(); time += hourMs) {
    const hour = new Date(time).toISOString();
    const stat = counted.get(hour) ?? { hour, impressions: 0, clicks: 0, filtered: 0 };
    hours.push({ ...stat, ctr: clickThroughRate(stat.impressions, stat.clicks) });
    totals.impressions += stat.impressions;
    totals.clicks += stat.clicks;
    totals.filtered += stat.filtered;
  }
  return {
    campaignId,
    name: campaign.name,
    from: from.toISOString(),
    to: to.toISOString(),
    hours,
    totals: { ...totals, ctr: clickThroughRate(totals.impressions, totals.clicks) },
  };
}
