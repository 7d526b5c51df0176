/** How the billing e-mails write dates and tiers, in one place so they all read alike. */
import { findTierOffer, type SubscriptionTierId } from '@commons/core/members/tiers';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "March 1, 2026" */
export const longDate = (date: Date) => dateFormat.format(date);

/** The tier's display name ("Builder"), or `fallback` when the provider did not say. */
export const tierName = (tier: SubscriptionTierId | null, fallback: string) =>
  tier ? (findTierOffer(tier)?.name ?? tier) : fallback;

/** "Builder membership", or "membership" when the provider did not say which. */
export const membershipName = (tier: SubscriptionTierId | null) =>
  tier ? `${tierName(tier, tier)} membership` : 'membership';
