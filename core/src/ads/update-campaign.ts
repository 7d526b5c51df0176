import { DomainError } from '../shared/domain-error.ts';
import { parseInput } from '../shared/validation.ts';
import type { AdCampaign, AdCampaignFields } from './ad-campaign.ts';
import type { AdCampaignRepository } from './ad-campaign-repository.ts';
import { adCampaignNotFound } from './campaign-not-found.ts';
import { adCampaignMessages, updateAdCampaignSchema } from './campaign-schema.ts';

/**
 * Applies the fields sent and leaves the rest. The schedule rule (end after start) is checked on
 * the result, so moving only the start past the stored end is refused too.
 */
export async function updateCampaign(
  deps: { campaigns: AdCampaignRepository },
  id: string,
  input: unknown,
): Promise<AdCampaign> {
  const command = parseInput(updateAdCampaignSchema, input);
  const existing = await deps.campaigns.findById(id);
  if (!existing) throw adCampaignNotFound();
  const changes: Partial<AdCampaignFields> = {};
  for (const [key, value] of Object.entries(command)) {
    if (value !== undefined) Object.assign(changes, { [key]: value });
  }
  const startAt = changes.startAt === undefined ? existing.startAt : changes.startAt;
  const endAt = changes.endAt === undefined ? existing.endAt : changes.endAt;
  if (startAt && endAt && endAt.getTime() <= startAt.getTime()) {
    throw new DomainError('VALIDATION', adCampaignMessages.schedule, {
      fields: { endAt: adCampaignMessages.schedule },
    });
  }
  if (Object.keys(changes).length === 0) return existing;
  return deps.campaigns.update(id, changes);
}
