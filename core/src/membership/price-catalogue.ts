/**
 * The fixed price catalogue a payment provider holds: one product per paid tier and one recurring
 * price per billing cycle, each found by its lookup key. Amounts come from the tier table, so the
 * provider's prices and the pages' prices are typed once.
 */
import {
  billingCycles,
  isSubscriptionOffer,
  priceCents,
  tierOffers,
  type BillingCycle,
  type SubscriptionTierId,
} from '../members/tiers.ts';

export interface CataloguePrice {
  /** `commons_<tier>_<monthly|yearly>`: how checkout and plan changes find the price. */
  lookupKey: string;
  tier: SubscriptionTierId;
  billingCycle: BillingCycle;
  /** The product's name at the provider, shown on the payment page and invoices. */
  productName: string;
  amountCents: number;
}

export function priceLookupKey(tier: SubscriptionTierId, billingCycle: BillingCycle): string {
  return `commons_${tier}_${billingCycle}`;
}

/** Every price of the catalogue, tier by tier in display order. */
export const priceCatalogue: readonly CataloguePrice[] = tierOffers
  .filter(isSubscriptionOffer)
  .flatMap((offer) =>
    billingCycles.map((billingCycle) => ({
      lookupKey: priceLookupKey(offer.id, billingCycle),
      tier: offer.id,
      billingCycle,
      productName: `${offer.name} membership`,
      amountCents: priceCents(offer.pricing, billingCycle)!,
    })),
  );

export function cataloguePrice(tier: SubscriptionTierId, billingCycle: BillingCycle): CataloguePrice {
  const key = priceLookupKey(tier, billingCycle);
  const price = priceCatalogue.find((candidate) => candidate.lookupKey === key);
  if (!price) throw new Error(`No catalogue price ${key}`);
  return price;
}

/** The catalogue entry a lookup key names, or undefined for a key not ours. */
export function priceOfLookupKey(lookupKey: string | null | undefined): CataloguePrice | undefined {
  return priceCatalogue.find((candidate) => candidate.lookupKey === lookupKey);
}

/**
 * Whether moving between two plans is an upgrade (charged now) rather than a downgrade (from the
 * next renewal): a tier whose monthly price is higher, or the same tier paid yearly instead of
 * monthly. Leaving a yearly period early for monthly billing waits for the year's end, so nothing
 * prepaid is turned into credit.
 */
export function isUpgrade(from: SubscriptionPlanKey, to: SubscriptionPlanKey): boolean {
  const monthly = (tier: SubscriptionTierId) => cataloguePrice(tier, 'monthly').amountCents;
  if (from.tier !== to.tier) return monthly(to.tier) > monthly(from.tier);
  return from.billingCycle === 'monthly' && to.billingCycle === 'yearly';
}

interface SubscriptionPlanKey {
  tier: SubscriptionTierId;
  billingCycle: BillingCycle;
}
