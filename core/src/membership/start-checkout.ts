/**
 * Starts paying for a membership from the sign-up page (spec section 7, POST /api/checkout): the
 * member is found by e-mail, since the page has no session yet. All it can do for someone else's
 * account is open a payment page for it, and the caller's address is rate-limited. Signed-in
 * members pay later through `startMemberCheckout`.
 */
import type { z } from 'zod';
import { normalizeEmail } from '../members/member.ts';
import { DomainError } from '../shared/domain-error.ts';
import { parseInput } from '../shared/validation.ts';
import { checkoutMessages, checkoutSchema, type Checkout } from './checkout-schema.ts';
import {
  checkoutErrors,
  checkoutOffer,
  enforceCheckoutIpLimit,
  openCheckout,
  type CheckoutStarted,
  type OpenCheckoutDeps,
} from './open-checkout.ts';

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
  return openCheckout(deps, member, checkout, (tier) => ({
    successPath: `/payment-success?${new URLSearchParams({ tier })}`,
    cancelPath: `/checkout?${new URLSearchParams({ tier, plan: checkout.planType })}`,
  }));
}

function parseCheckout(input: unknown): Checkout {
  return parseTierChoice(checkoutSchema, input);
}

/** A bad tier is its own error (the page shows 'Invalid Tier'); other fields are plain validation. */
export function parseTierChoice<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  try {
    return parseInput(schema, input);
  } catch (error) {
    if (error instanceof DomainError && error.details.fields?.tier) {
      throw new DomainError('INVALID_TIER', checkoutMessages.tier, error.details);
    }
    throw error;
  }
}
