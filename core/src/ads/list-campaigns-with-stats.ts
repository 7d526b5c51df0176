import { campaignState, clickThroughRate, type AdCampaign, type CampaignState } from './ad-campaign.ts';
import type { AdCampaignRepository } from './ad-campaign-repository.ts';
import type { Clock } from '../shared/clock.ts';

/** A campaign as the admin table shows it: every field, its state now, the counters and the CTR. */
export interface AdCampaignWithStats extends AdCampaign {
  /** Active, scheduled (its start is ahead), ended or paused, at the time of the list. */
  state: CampaignState;
  /** Click-through rate in percent, two decimals (0 before the first impression). */
  ctr: number;
}

export function withStats(campaign: AdCampaign, now: Date): AdCampaignWithStats {
  return {
    ...campaign,
    state: campaignState(campaign, now),
    ctr: clickThroughRate(campaign.impressions, campaign.clicks),
  };
}

/** Every campaign, newest first, with its state, impressions, clicks and CTR. */
export async function listCampaignsWithStats(deps: {
  campaigns: AdCampaignRepository;
  clock: Clock;
}): Promise<AdCampaignWithStats[]> {
  const campaigns = await deps.campaigns.list();
  const now = deps.clock.now();
  return campaigns.map((campaign) => withStats(campaign, now));
}
