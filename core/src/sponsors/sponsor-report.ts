import type { AdCampaignRepository } from '../ads/ad-campaign-repository.ts';
import { utcDay, type AdStats } from '../ads/ad-stats.ts';
import { defaultStatsDays } from '../ads/campaign-daily-stats.ts';
import { campaignReport, type AdReportRow, type CampaignReport } from '../ads/campaign-report.ts';
import { clickThroughRate } from '../ads/ad-campaign.ts';
import type { Clock } from '../shared/clock.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { SponsorReportLinks } from './sponsor-report-links.ts';
import type { SponsorRepository } from './sponsor-repository.ts';

export const sponsorReportNotFoundMessage = 'This report link does not exist or has been revoked';

/** What a sponsor's report link shows: their campaigns' last 30 days, nobody else's. */
export interface SponsorReport {
  sponsorName: string;
  from: string;
  to: string;
  /** Newest campaign first. */
  campaigns: CampaignReport[];
  /** Every campaign's days added up. */
  totals: Omit<AdReportRow, 'day'>;
}

export interface SponsorReportDeps {
  links: Pick<SponsorReportLinks, 'sponsorOf'>;
  sponsors: Pick<SponsorRepository, 'findById'>;
  campaigns: Pick<AdCampaignRepository, 'list' | 'findById'>;
  stats: Pick<AdStats, 'daily'>;
  clock: Clock;
}

/** A range of UTC days, both inclusive (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

/** The last `defaultStatsDays` UTC days up to today, as the console's campaign report shows by default. */
export function recentDays(now: Date): DayRange {
  const to = utcDay(now);
  return { from: utcDay(new Date(Date.parse(`${to}T00:00:00.000Z`) - (defaultStatsDays - 1) * dayMs)), to };
}

const dayMs = 24 * 60 * 60 * 1000;

/** The figures of every campaign of the sponsor over `range`; null for an unknown sponsor. */
export async function reportOfSponsor(
  deps: Omit<SponsorReportDeps, 'links'>,
  sponsorId: string,
  range: DayRange,
): Promise<SponsorReport | null> {
  const sponsor = await deps.sponsors.findById(sponsorId);
  if (!sponsor) return null;
  const own = (await deps.campaigns.list()).filter((campaign) => campaign.sponsorId === sponsor.id);
  const campaigns = await Promise.all(own.map((campaign) => campaignReport(deps, campaign.id, range)));
  const totals = { impressions: 0, clicks: 0, filtered: 0 };
  for (const { totals: campaign } of campaigns) {
    totals.impressions += campaign.impressions;
    totals.clicks += campaign.clicks;
    totals.filtered += campaign.filtered;
  }
  return {
    sponsorName: sponsor.name,
    ...range,
    campaigns,
    totals: { ...totals, ctr: clickThroughRate(totals.impressions, totals.clicks) },
  };
}

/**
 * The report a link opens, with no login: the signed token is the proof. NOT_FOUND, the same for
 * every case, for a malformed, forged, replaced or revoked token and for a sponsor deleted since.
 */
export async function sponsorReport(deps: SponsorReportDeps, token: string): Promise<SponsorReport> {
  const sponsorId = await deps.links.sponsorOf(token);
  const report = sponsorId ? await reportOfSponsor(deps, sponsorId, recentDays(deps.clock.now())) : null;
  if (!report) throw new DomainError('NOT_FOUND', sponsorReportNotFoundMessage);
  return report;
}
