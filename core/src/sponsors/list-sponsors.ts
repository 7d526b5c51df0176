import type { AdCampaignRepository } from '../ads/ad-campaign-repository.ts';
import type { SponsorSummary } from './sponsor.ts';
import type { SponsorRepository } from './sponsor-repository.ts';

/** Every sponsor by name, with how many campaigns it has. */
export async function listSponsors(deps: {
  sponsors: Pick<SponsorRepository, 'list'>;
  campaigns: Pick<AdCampaignRepository, 'list'>;
}): Promise<SponsorSummary[]> {
  const [sponsors, campaigns] = await Promise.all([deps.sponsors.list(), deps.campaigns.list()]);
  const counts = new Map<string, number>();
  for (const campaign of campaigns) counts.set(campaign.sponsorId, (counts.get(campaign.sponsorId) ?? 0) + 1);
  return sponsors.map((sponsor) => ({ ...sponsor, campaignCount: counts.get(sponsor.id) ?? 0 }));
}
