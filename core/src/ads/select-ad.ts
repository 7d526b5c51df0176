import type { Clock } from '../shared/clock.ts';
import type { Random } from '../shared/random.ts';
import { parseInput } from '../shared/validation.ts';
import { isEligible, toAdView, type AdRequest, type AdView } from './ad-campaign.ts';
import type { AdCampaignRepository } from './ad-campaign-repository.ts';
import { adSlotQuerySchema, type AdSlotQuery } from './campaign-schema.ts';
import { selectWeightedCampaign } from './select-weighted-campaign.ts';

export interface SelectAdDeps {
  campaigns: Pick<AdCampaignRepository, 'listActiveInSlot'>;
  clock: Clock;
  random: Random;
}

/** Targeting compares trimmed and lower-cased; a blank value counts as not given. */
function targetingKey(value: string | undefined): string | undefined {
  const key = value?.trim().toLowerCase();
  return key ? key : undefined;
}

/** The validated query as the eligibility rules read it. */
export function toAdRequest(query: AdSlotQuery): AdRequest {
  return {
    slotId: query.slot,
    tier: targetingKey(query.tier),
    sector: targetingKey(query.sector),
    country: targetingKey(query.country),
  };
}

/**
 * Fills a slot: among the slot's active campaigns that are within their schedule and whose
 * targeting admits the request's tier, sector and country, one weighted draw. Null when none is
 * eligible. Input is the raw query (`slot`, `tier`, `sector`, `country`); an unknown slot is a
 * VALIDATION error.
 */
export async function selectAd(deps: SelectAdDeps, query: unknown): Promise<AdView | null> {
  const request = toAdRequest(parseInput(adSlotQuerySchema, query));
  const now = deps.clock.now();
  const candidates = await deps.campaigns.listActiveInSlot(request.slotId);
  const eligible = candidates.filter((campaign) => isEligible(campaign, request, now));
  const chosen = selectWeightedCampaign(eligible, deps.random);
  return chosen ? toAdView(chosen) : null;
}
