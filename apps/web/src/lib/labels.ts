/** Display labels several features show the same way. */
import { findTierOffer } from '@commons/core/members/tiers';

/** "pending" -> "Pending". */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** A tier id as members read it: its catalogue name, "F100" for the invitation-only tier. */
export function tierLabel(tier: string): string {
  if (tier === 'f100') return 'F100';
  return findTierOffer(tier)?.name ?? capitalize(tier);
}
