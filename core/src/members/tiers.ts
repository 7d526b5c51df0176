/**
 * The tier catalogue, in integer cents. The web pages, checkout and payment gateway all read it,
 * so a price is typed once. The yearly discount is derived from the prices, never typed.
 */
export const membershipTiers = [
  'explorer',
  'builder',
  'leader',
  'catalyst',
  'enterprise',
  'guardian',
  'f100',
] as const;
export type MembershipTier = (typeof membershipTiers)[number];

/** The tiers an account may hold (spec section 3: enterprise is absent, f100 is admin-granted). */
export const accountTiers = ['explorer', 'builder', 'leader', 'catalyst', 'guardian', 'f100'] as const;
export type AccountTier = (typeof accountTiers)[number];

/** Tiers that hold a limited number of members (spec: the F100 is limited to 100 members). */
export const tierCapacity: Partial<Record<AccountTier, number>> = { f100: 100 };

export const billingCycles = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof billingCycles)[number];

export type TierPricing =
  | { kind: 'free' }
  | { kind: 'subscription'; monthlyCents: number; yearlyCents: number }
  | { kind: 'on-request' };

export interface TierOffer {
  id: Exclude<MembershipTier, 'f100'>;
  name: string;
  pricing: TierPricing;
  badge?: 'Most Popular' | 'Best Value';
  audience?: string;
}

/** The six tiers offered on /membership, in display order. */
export const tierOffers: readonly TierOffer[] = [
  { id: 'explorer', name: 'Explorer', pricing: { kind: 'free' } },
  { id: 'builder', name: 'Builder', pricing: { kind: 'subscription', monthlyCents: 795, yearlyCents: 7950 } },
  {
    id: 'leader',
    name: 'Leader',
    pricing: { kind: 'subscription', monthlyCents: 955, yearlyCents: 9550 },
    badge: 'Most Popular',
  },
  {
    id: 'catalyst',
    name: 'Catalyst',
    pricing: { kind: 'subscription', monthlyCents: 2399, yearlyCents: 23990 },
  },
  {
    id: 'guardian',
    name: 'Guardian',
    pricing: { kind: 'subscription', monthlyCents: 1299, yearlyCents: 15588 },
    badge: 'Best Value',
    audience: 'Ages 14 to 19',
  },
  { id: 'enterprise', name: 'Enterprise Partner', pricing: { kind: 'on-request' } },
];

export function findTierOffer(id: string): TierOffer | undefined {
  return tierOffers.find((offer) => offer.id === id);
}

/** Whole-percent saving of paying yearly over twelve monthly payments; 0 when there is none. */
export function yearlyDiscountPercent(pricing: TierPricing): number {
  if (pricing.kind !== 'subscription') return 0;
  const saving = 1 - pricing.yearlyCents / (pricing.monthlyCents * 12);
  return Math.max(0, Math.round(saving * 100));
}

export function priceCents(pricing: TierPricing, cycle: BillingCycle): number | null {
  if (pricing.kind === 'free') return 0;
  if (pricing.kind === 'on-request') return null;
  return cycle === 'yearly' ? pricing.yearlyCents : pricing.monthlyCents;
}

/** The tiers sold as a subscription: everything but free explorer and on-request enterprise. */
export type SubscriptionTierId = Exclude<TierOffer['id'], 'explorer' | 'enterprise'>;

export interface SubscriptionOffer extends TierOffer {
  id: SubscriptionTierId;
  pricing: Extract<TierPricing, { kind: 'subscription' }>;
}

export function isSubscriptionOffer(offer: TierOffer): offer is SubscriptionOffer {
  return offer.pricing.kind === 'subscription';
}

/** The subscription offer of a tier id, or undefined for explorer, enterprise and unknown ids. */
export function findSubscriptionOffer(id: string): SubscriptionOffer | undefined {
  const offer = findTierOffer(id);
  return offer && isSubscriptionOffer(offer) ? offer : undefined;
}

/** "$7.95" from 795. */
export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/**
 * Whether `to` is a real upgrade from `from`: a tier that costs more a month. Explorer is below
 * every paid tier; f100, granted by invitation, is above every tier sold; enterprise is arranged
 * apart and is never an upgrade offered here.
 */
export function isHigherTier(from: AccountTier, to: AccountTier): boolean {
  const rank = (tier: AccountTier): number => {
    if (tier === 'f100') return Number.POSITIVE_INFINITY;
    const pricing = findTierOffer(tier)?.pricing;
    return pricing?.kind === 'subscription' ? pricing.monthlyCents : 0;
  };
  return rank(to) > rank(from);
}
