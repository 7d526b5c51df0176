import { recordCampaignChange, type CampaignAuthoringDeps } from './campaign-change.ts';
import { adCampaignNotFound } from './campaign-not-found.ts';

/** Removes a campaign with its daily counts; NOT_FOUND for an unknown id. */
export async function deleteCampaign(
  deps: CampaignAuthoringDeps,
  id: string,
  adminId: string | null,
): Promise<void> {
  await deps.transactions.run(async () => {
    const campaign = await deps.campaigns.findById(id);
    if (!campaign) throw adCampaignNotFound();
    await deps.campaigns.delete(campaign.id);
    await recordCampaignChange(deps, campaign, 'deleted', adminId);
  });
}
