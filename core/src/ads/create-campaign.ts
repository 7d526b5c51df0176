import { parseInput } from '../shared/validation.ts';
import type { AdCampaign } from './ad-campaign.ts';
import type { AdCampaignRepository } from './ad-campaign-repository.ts';
import { createAdCampaignSchema } from './campaign-schema.ts';

/** Validates the admin's fields (spec section 5) and stores a campaign with zero counters. */
export async function createCampaign(
  deps: { campaigns: AdCampaignRepository },
  input: unknown,
): Promise<AdCampaign> {
  const command = parseInput(createAdCampaignSchema, input);
  return deps.campaigns.create({
    ...command,
    startAt: command.startAt ?? null,
    endAt: command.endAt ?? null,
    impressionCap: command.impressionCap ?? null,
    frequencyCap: command.frequencyCap ?? null,
  });
}
