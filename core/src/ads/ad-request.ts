import { parseInput } from '../shared/validation.ts';
import type { AdRequest } from './ad-campaign.ts';
import { adSlotQuerySchema, type AdSlotQuery } from './campaign-schema.ts';

/** Targeting compares trimmed and lower-cased; a blank value counts as not given. */
function targetingKey(value: string | undefined): string | undefined {
  const key = value?.trim().toLowerCase();
  return key ? key : undefined;
}

function toAdRequest(query: AdSlotQuery): AdRequest {
  return {
    slotId: query.slot,
    tier: targetingKey(query.tier),
    sector: targetingKey(query.sector),
    country: targetingKey(query.country),
    category: targetingKey(query.category),
  };
}

/**
 * The ad request of a raw ad-slot query (`slot`, `tier`, `sector`, `country`, `category`): validated, its
 * targeting values as the eligibility rules compare them. An unknown or missing slot is a VALIDATION
 * error.
 */
export function parseAdRequest(query: unknown): AdRequest {
  return toAdRequest(parseInput(adSlotQuerySchema, query));
}
