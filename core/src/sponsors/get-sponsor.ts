import type { AdCampaignRepository } from '../ads/ad-campaign-repository.ts';
import { withStats, type AdCampaignWithStats } from '../ads/list-campaigns-with-stats.ts';
import type { Clock } from '../shared/clock.ts';
import type { Sponsor } from './sponsor.ts';
import { sponsorNotFound } from './sponsor-errors.ts';
import type { SponsorReportLinks } from './sponsor-report-links.ts';
import type { SponsorRepository } from './sponsor-repository.ts';

export interface SponsorDetail extends Sponsor {
  /** Newest first, with impressions, clicks and CTR. */
  campaigns: AdCampaignWithStats[];
  /** When the sponsor's report link was issued; null without one. */
  reportLinkIssuedAt: Date | null;
  /** The token of the sponsor's current report link, for staff to copy again; null without one. */
  reportLinkToken: string | null;
}

/** One sponsor with its campaigns; NOT_FOUND for an unknown id. */
export async function getSponsor(
  deps: {
    sponsors: Pick<SponsorRepository, 'findById'>;
    campaigns: Pick<AdCampaignRepository, 'list'>;
    links: Pick<SponsorReportLinks, 'issuedAt' | 'currentToken'>;
    clock: Clock;
  },
  id: string,
): Promise<SponsorDetail> {
  const sponsor = await deps.sponsors.findById(id);
  if (!sponsor) throw sponsorNotFound();
  const campaigns = (await deps.campaigns.list()).filter((campaign) => campaign.sponsorId === sponsor.id);
  const now = deps.clock.now();
  return {
    ...sponsor,
    campaigns: campaigns.map((campaign) => withStats(campaign, now)),
    reportLinkIssuedAt: await deps.links.issuedAt(sponsor.id),
    reportLinkToken: await deps.links.currentToken(sponsor.id),
  };
}
