/**
 * Starts paying for a membership: for a registered member who has not paid yet, asks the payment
 * provider for a hosted checkout of the chosen tier and billing cycle and returns where to send
 * the browser. The member is found by e-mail (the checkout page has no session yet); all it can do
 * for someone else's account is open a payment page for it, and the caller's address is
 * rate-limited.
 */
import { normalizeEmail, type Member } from '../accounts/member.ts';
import type { MemberRepository } from '../accounts/member-repository.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { RateLimiter } from '../shared/rate-limiter.ts';
import { enforceRateLimits } from '../shared/rate-limits.ts';
import { parseInput } from '../shared/validation.ts';
import { checkoutMessages, checkoutSchema, type Checkout } from './checkout-schema.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { findSubscriptionOffer, priceCents } from './tiers.ts';

export interface StartCheckoutDeps {
  members: MemberRepository;
  gateway: Pick<PaymentGateway, 'createCustomer' | 'startCheckout'>;
  rateLimiter: RateLimiter;
}

export interface StartCheckoutCommand {
  /** The request body, untrusted. */
  input: unknown;
  clientIp: string;
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
  alreadyPaid: 'This membership is already paid.',
} as const;

export async function startCheckout(
  deps: StartCheckoutDeps,
  command: StartCheckoutCommand,
): Promise<CheckoutStarted> {
  await enforceRateLimits(deps.rateLimiter, [
    { key: `checkout:ip:${command.clientIp}`, limit: checkoutLimits.perIp },
  ]);
  const checkout = parseCheckout(command.input);
  if (checkout.tier === 'explorer') throw new DomainError('PAYMENT_NOT_REQUIRED', checkoutErrors.freeTier);
  // Enterprise is arranged on request (the page sends it to /partnership), never checked out.
  const offer = findSubscriptionOffer(checkout.tier);
  if (!offer) throw new DomainError('INVALID_TIER', checkoutMessages.tier);

  const member = await deps.members.findByEmail(normalizeEmail(checkout.email));
  if (!member) throw new DomainError('NOT_FOUND', checkoutErrors.noAccount);
  await enforceRateLimits(deps.rateLimiter, [
    { key: `checkout:member:${member.id}`, limit: checkoutLimits.perMember },
  ]);
  if (member.paymentStatus === 'paid') throw new DomainError('CONFLICT', checkoutErrors.alreadyPaid);

  const customerId = member.paymentCustomerId ?? (await createCustomerOnce(deps, member));
  const session = await deps.gateway.startCheckout({
    memberId: member.id,
    customerId,
    email: member.email,
    tier: offer.id,
    productName: `${offer.name} membership`,
    billingCycle: checkout.planType,
    amountCents: priceCents(offer.pricing, checkout.planType)!,
    successPath: `/payment-success?${new URLSearchParams({ tier: offer.id })}`,
    cancelPath: `/checkout?${new URLSearchParams({ tier: offer.id, plan: checkout.planType })}`,
  });
  return { url: session.redirectUrl, sessionId: session.sessionId };
}

/** A bad tier is its own error (the page shows 'Invalid Tier'); other fields are plain validation. */
function parseCheckout(input: unknown): Checkout {
  try {
    return parseInput(checkoutSchema, input);
  } catch (error) {
    if (error instanceof DomainError && error.details.fields?.tier) {
      throw new DomainError('INVALID_TIER', checkoutMessages.tier, error.details);
    }
    throw error;
  }
}

/**
 * One provider customer per member: created with no transaction open and no row locked (the
 * provider may take seconds), under the gateway's per-member idempotency, then stored only if the
 * member still has none. Two checkouts started at once both go on with the customer stored first.
 */
async function createCustomerOnce(deps: StartCheckoutDeps, member: Member): Promise<string> {
  const created = await deps.gateway.createCustomer({
    memberId: member.id,
    email: member.email,
    name: `${member.firstName} ${member.lastName}`,
  });
  const stored = await deps.members.setPaymentCustomerIdIfAbsent(member.id, created);
  if (!stored) throw new DomainError('NOT_FOUND', checkoutErrors.noAccount);
  return stored;
}
