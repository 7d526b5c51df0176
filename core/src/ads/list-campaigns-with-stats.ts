import { clickThroughRate, type AdCampaign } from './ad-campaign.ts';
import type { AdCampaignRepository } from './ad-campaign-repository.ts';

/** A campaign as the admin table shows it: every field, the counters and the CTR. */
export interface AdCampaignWithStats extends AdCampaign {
  /** Click-through rate in percent, two decimals (0 before the first impression). */
  ctr: number;
}

export function withStats(campaign: AdCampaign): AdCampaignWithStats {
  return { ...campaign, ctr: clickThroughRate(campaign.impressions, campaign.clicks) };
}

/** Every campaign, newest first, with impressions, clicks and CTR. */
export async function listCampaignsWithStats(deps: {
  campaigns: AdCampaignRepository;
}): Promise<AdCampaignWithStats[]> {
  const campaigns = await deps.campaigns.list();
  return campaigns.map(withStats);
}
