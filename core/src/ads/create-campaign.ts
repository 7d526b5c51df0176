import { parseInput } from '../shared/validation.ts';
import type { AdCampaign } from './ad-campaign.ts';
import { checkSponsorExists, recordCampaignChange, type CampaignAuthoringDeps } from './campaign-change.ts';
import { createAdCampaignSchema, mirrorFirstCreative } from './campaign-schema.ts';

/**
 * Validates the admin's fields (spec section 5) and stores a campaign with zero counters, for the
 * sponsor named, or else for the sponsor named after the campaign (created when new).
 */
export async function createCampaign(
  deps: CampaignAuthoringDeps,
  input: unknown,
  adminId: string | null,
): Promise<AdCampaign> {
  const { creatives, ...parsed } = parseInput(createAdCampaignSchema, input);
  // Without `creatives` (the spec's client), the single-banner fields are the one creative.
  const command = mirrorFirstCreative({
    ...parsed,
    creatives: creatives ?? [
      { imageUrl: parsed.imageUrl, altText: parsed.alt, clickUrl: parsed.clickUrl, weight: 1 },
    ],
  });
  return deps.transactions.run(async () => {
    if (command.sponsorId) await checkSponsorExists(deps, command.sponsorId);
    const sponsorId = command.sponsorId ?? (await deps.sponsors.findOrCreateByName(command.name)).id;
    const created = await deps.campaigns.create({
      ...command,
      sponsorId,
      startAt: command.startAt ?? null,
      endAt: command.endAt ?? null,
      impressionCap: command.impressionCap ?? null,
      frequencyCap: command.frequencyCap ?? null,
    });
    await recordCampaignChange(deps, created, 'created', adminId);
    return created;
  });
}
