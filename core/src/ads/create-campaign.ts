import { parseInput } from '../shared/validation.ts';
import type { AdCampaign } from './ad-campaign.ts';
import { recordCampaignChange, type CampaignAuthoringDeps } from './campaign-change.ts';
import { createAdCampaignSchema } from './campaign-schema.ts';

/** Validates the admin's fields (spec section 5) and stores a campaign with zero counters. */
export async function createCampaign(
  deps: CampaignAuthoringDeps,
  input: unknown,
  adminId: string | null,
): Promise<AdCampaign> {
  const command = parseInput(createAdCampaignSchema, input);
  return deps.transactions.run(async () => {
    const created = await deps.campaigns.create({
      ...command,
      startAt: command.startAt ?? null,
      endAt: command.endAt ?? null,
      impressionCap: command.impressionCap ?? null,
      frequencyCap: command.frequencyCap ?? null,
    });
    await recordCampaignChange(deps, created, 'created', adminId);
    return created;
  });
}
