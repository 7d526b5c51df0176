/**
 * Starts paying for a membership from the sign-up page (spec section 7, POST /api/checkout): the
 * member is found by e-mail, since the page has no session yet. All it can do for someone else's
 * account is open a payment page for it, and the caller's address is rate-limited. Signed-in
 * members pay later through `startMemberCheckout`.
 */
import { normalizeEmail } from '../members/member.ts';
import { DomainError } from '../shared/domain-error.ts';
import { checkoutSchema, type Checkout } from './checkout-schema.ts';
import {
  checkoutErrors,
  checkoutOffer,
  enforceCheckoutIpLimit,
  openCheckout,
  paymentSuccessPath,
  type CheckoutStarted,
  type OpenCheckoutDeps,
} from './open-checkout.ts';
import { parseTierChoice } from './tier-choice.ts';

export { checkoutErrors, checkoutLimits, type CheckoutStarted } from './open-checkout.ts';

export type StartCheckoutDeps = OpenCheckoutDeps;

export interface StartCheckoutCommand {
  /** The request body, untrusted. */
  input: unknown;
  clientIp: string;
}

export async function startCheckout(
  deps: StartCheckoutDeps,
  command: StartCheckoutCommand,
): Promise<CheckoutStarted> {
  await enforceCheckoutIpLimit(deps.rateLimiter, command.clientIp);
  const checkout = parseCheckout(command.input);
  checkoutOffer(checkout.tier);
  const member = await deps.members.findByEmail(normalizeEmail(checkout.email));
  if (!member) throw new DomainError('NOT_FOUND', checkoutErrors.noAccount);
  return openCheckout(deps, member, checkout, {
    successPath: paymentSuccessPath(checkout.tier),
    cancelPath: `/checkout?${new URLSearchParams({ tier: checkout.tier, plan: checkout.planType })}`,
  });
}

function parseCheckout(input: unknown): Checkout {
  return parseTierChoice(checkoutSchema, input);
}
