import type { Clock } from '../shared/clock.ts';
import type { AdCampaignRepository } from './ad-campaign-repository.ts';
import type { AdStats } from './ad-stats.ts';
import { adCampaignNotFound } from './campaign-not-found.ts';
import type { AdHourlyReportRow } from './campaign-hourly-report.ts';
import { creativeRows, lastReportHours } from './report-rows.ts';

/** A creative's hour: as on its days, filtered events are told per campaign only. */
export type CreativeHourlyReportRow = Omit<AdHourlyReportRow, 'filtered'>;

export interface CreativeHourlyReport {
  creativeId: string;
  altText: string;
  imageUrl: string;
  /** One row per UTC hour of the last 48, the current one last, zeros where nothing was counted. */
  hours: CreativeHourlyReportRow[];
  totals: Omit<CreativeHourlyReportRow, 'hour'>;
}

/** The console's per-creative report of one campaign's last 48 UTC hours: its current creatives, in their order. */
export interface CampaignCreativeHourlyReport {
  campaignId: string;
  name: string;
  /** The first and last hours' starts, ISO 8601 in UTC. */
  from: string;
  to: string;
  creatives: CreativeHourlyReport[];
}

/** Hourly impressions, clicks and CTR of each creative of one campaign over the last 48 hours, gaps filled. */
export async function campaignCreativeHourlyReport(
  deps: {
    campaigns: Pick<AdCampaignRepository, 'findById'>;
    stats: Pick<AdStats, 'creativeHourly'>;
    clock: Clock;
  },
  campaignId: string,
): Promise<CampaignCreativeHourlyReport> {
  const campaign = await deps.campaigns.findById(campaignId);
  if (!campaign) throw adCampaignNotFound();
  const { from, to, hours } = lastReportHours(deps.clock);
  const stats = await deps.stats.creativeHourly(campaignId, { from, to });
  const creatives = creativeRows(campaign.creatives, 'hour', hours, stats).map(({ rows, ...creative }) => ({
    ...creative,
    hours: rows,
  }));
  return { campaignId, name: campaign.name, from: from.toISOString(), to: to.toISOString(), creatives };
}
