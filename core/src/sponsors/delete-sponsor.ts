import { recordSponsorChange, type SponsorAuthoringDeps } from './sponsor-change.ts';
import { sponsorHasCampaigns, sponsorNotFound } from './sponsor-errors.ts';

/**
 * Removes a sponsor that has no campaigns left; CONFLICT, naming how many, while it has some (the
 * store refuses too, for a campaign added meanwhile). NOT_FOUND for an unknown id.
 */
export async function deleteSponsor(
  deps: SponsorAuthoringDeps,
  id: string,
  adminId: string | null,
): Promise<void> {
  await deps.transactions.run(async () => {
    const sponsor = await deps.sponsors.findById(id);
    if (!sponsor) throw sponsorNotFound();
    const campaigns = (await deps.campaigns.list()).filter((campaign) => campaign.sponsorId === sponsor.id);
    if (campaigns.length > 0) throw sponsorHasCampaigns(campaigns.length);
    await deps.sponsors.delete(sponsor.id);
    await recordSponsorChange(deps, sponsor, 'deleted', adminId);
  });
}
