/**
 * What every checkout shares, whoever starts it (the sign-up page by e-mail, or a signed-in member
 * from the dashboard): who may pay for what, one provider customer per member, and the hosted
 * checkout itself. No transaction is open and no row is locked while the provider answers.
 */
import type { Member } from '../members/member.ts';
import type { MemberRepository } from '../members/member-repository.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { RateLimiter } from '../shared/rate-limiter.ts';
import { enforceRateLimits } from '../shared/rate-limits.ts';
import { checkoutMessages } from './checkout-schema.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { cataloguePrice } from './price-catalogue.ts';
import { holdsLiveSubscription } from './subscription-standing.ts';
import { findSubscriptionOffer, type BillingCycle, type TierOffer } from '../members/tiers.ts';

export interface OpenCheckoutDeps {
  members: MemberRepository;
  gateway: Pick<PaymentGateway, 'createCustomer' | 'startCheckout' | 'expireOpenCheckouts'>;
  rateLimiter: RateLimiter;
}

export interface CheckoutStarted {
  url: string;
  sessionId: string;
}

export const checkoutLimits = {
  perIp: { points: 20, windowSeconds: 15 * 60 },
  perMember: { points: 10, windowSeconds: 60 * 60 },
} as const;

export const checkoutErrors = {
  freeTier: 'The Explorer membership is free: no payment is needed.',
  noAccount: 'No account was found for this email. Please create your account first.',
  /** The sign-up page's checkout without proof of the registration: one answer for every address. */
  noRegistration: 'Please create your account first, or sign in to pay from your dashboard.',
  alreadySubscribed: 'You already have a subscription: change it from your dashboard',
  staffGranted: 'The F100 membership is granted by staff: please contact us to change it.',
  complimentary: 'Your membership is complimentary, granted by staff: please contact us to change it.',
} as const;

/** Where the provider sends the member back: after paying, and after leaving the payment page. */
export interface CheckoutReturnPaths {
  successPath: string;
  cancelPath: string;
}

/**
 * Who paid, for the page's words: a sign-up (no `for`: the page asks to verify the e-mail), or a
 * signed-in member moving to a higher tier (`upgrade`) or paying for the tier they hold (`member`).
 */
export type PaidFrom = 'upgrade' | 'member';

/** The page that thanks the member for paying for the tier, in words that fit who paid. */
export function paymentSuccessPath(tier: TierOffer['id'], paidFrom?: PaidFrom): string {
  return `/payment-success?${new URLSearchParams({ tier, ...(paidFrom && { for: paidFrom }) })}`;
}

export async function enforceCheckoutIpLimit(rateLimiter: RateLimiter, clientIp: string): Promise<void> {
  await enforceRateLimits(rateLimiter, [{ key: `checkout:ip:${clientIp}`, limit: checkoutLimits.perIp }]);
}

/** The subscription offer of a tier that can be checked out, or the error the member sees. */
export function checkoutOffer(tier: TierOffer['id']) {
  if (tier === 'explorer') throw new DomainError('PAYMENT_NOT_REQUIRED', checkoutErrors.freeTier);
  // Enterprise is arranged on request (the page sends it to /partnership), never checked out.
  const offer = findSubscriptionOffer(tier);
  if (!offer) throw new DomainError('INVALID_TIER', checkoutMessages.tier);
  return offer;
}

export async function openCheckout(
  deps: OpenCheckoutDeps,
  member: Member,
  plan: { tier: TierOffer['id']; planType: BillingCycle },
  returnPaths: CheckoutReturnPaths,
): Promise<CheckoutStarted> {
  const offer = checkoutOffer(plan.tier);
  await enforceRateLimits(deps.rateLimiter, [
    { key: `checkout:member:${member.id}`, limit: checkoutLimits.perMember },
  ]);
  if (member.membershipTier === 'f100') throw new DomainError('CONFLICT', checkoutErrors.staffGranted);
  // A payment would not replace the granted tier: the member would pay for nothing.
  if (member.complimentary) throw new DomainError('CONFLICT', checkoutErrors.complimentary);
  if (holdsLiveSubscription(member)) throw new DomainError('CONFLICT', checkoutErrors.alreadySubscribed);

  const customerId = member.paymentCustomerId ?? (await createCustomerOnce(deps, member));
  // Only the newest checkout can be paid: one left open in another tab would make a second
  // subscription (which is refunded, but the member should not have to meet that).
  await deps.gateway.expireOpenCheckouts(customerId);
  const price = cataloguePrice(offer.id, plan.planType);
  const session = await deps.gateway.startCheckout({
    memberId: member.id,
    customerId,
    email: member.email,
    tier: offer.id,
    productName: price.productName,
    billingCycle: plan.planType,
    amountCents: price.amountCents,
    ...returnPaths,
  });
  return { url: session.redirectUrl, sessionId: session.sessionId };
}

/**
 * One provider customer per member: created with no transaction open and no row locked (the
 * provider may take seconds), under the gateway's per-member idempotency, then stored only if the
 * member still has none. Two checkouts started at once both go on with the customer stored first.
 */
async function createCustomerOnce(deps: OpenCheckoutDeps, member: Member): Promise<string> {
  const created = await deps.gateway.createCustomer({
    memberId: member.id,
    email: member.email,
    name: `${member.firstName} ${member.lastName}`,
  });
  const stored = await deps.members.setPaymentCustomerIdIfAbsent(member.id, created);
  if (!stored) throw new DomainError('NOT_FOUND', checkoutErrors.noAccount);
  return stored;
}
