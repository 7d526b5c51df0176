import type { AdCampaignRepository } from './ad-campaign-repository.ts';

/** Removes a campaign with its daily counts; NOT_FOUND for an unknown id. */
export async function deleteCampaign(deps: { campaigns: AdCampaignRepository }, id: string): Promise<void> {
  await deps.campaigns.delete(id);
}
