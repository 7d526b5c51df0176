import { billingCycles, findTierOffer, type BillingCycle, type TierOffer } from '@commons/core/members/tiers';

export interface CheckoutParams {
  /** The tier on offer named by `tier`, or null when it is missing or unknown. */
  offer: TierOffer | null;
  /** `plan`: monthly unless it says yearly. */
  plan: BillingCycle;
  email: string;
  firstName: string;
  lastName: string;
}

/** Reads /checkout's query: tier (required), plan (default monthly), email and name to prefill. */
export function readCheckoutParams(search: URLSearchParams): CheckoutParams {
  const plan = search.get('plan');
  const [firstName = '', ...rest] = (search.get('name') ?? '').trim().split(/\s+/);
  return {
    offer: findTierOffer(search.get('tier') ?? '') ?? null,
    plan: billingCycles.includes(plan as BillingCycle) ? (plan as BillingCycle) : 'monthly',
    email: search.get('email')?.trim() ?? '',
    firstName,
    lastName: rest.join(' '),
  };
}

/** Explorer and enterprise have no billing cycle to choose. */
export const hasBillingCycle = (offer: TierOffer) => offer.pricing.kind === 'subscription';
