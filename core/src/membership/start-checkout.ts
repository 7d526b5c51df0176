/**
 * Starts paying for a membership from the sign-up page (spec section 7, POST /api/checkout): the
 * page has no session yet, so the request names the member by e-mail, and the browser shows with
 * the proof `POST /api/users` gave it (`RegistrationProofs`) that it made that registration.
 * Without that proof, or with one for another address, every address gets the same refusal and
 * nothing about any account changes: whether an address has an account, or pays, is not the
 * caller's to learn, and nobody else's open checkout is expired or checkout allowance spent.
 * Signed-in members pay through `startMemberCheckout`.
 */
import { normalizeEmail, type Member } from '../members/member.ts';
import type { RegistrationProofs } from '../members/registration-proofs.ts';
import type { Clock } from '../shared/clock.ts';
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

export interface StartCheckoutDeps extends OpenCheckoutDeps {
  registrationProofs: RegistrationProofs;
  clock: Clock;
}

export interface StartCheckoutCommand {
  /** The request body, untrusted. */
  input: unknown;
  clientIp: string;
  /** The registration proof the browser holds (a cookie), if any. */
  registrationProof?: string | undefined;
}

export async function startCheckout(
  deps: StartCheckoutDeps,
  command: StartCheckoutCommand,
): Promise<CheckoutStarted> {
  await enforceCheckoutIpLimit(deps.rateLimiter, command.clientIp);
  const checkout = parseCheckout(command.input);
  checkoutOffer(checkout.tier);
  const { member, proof } = await registrationOf(deps, command.registrationProof, checkout.email);
  const started = await openCheckout(deps, member, checkout, {
    successPath: paymentSuccessPath(checkout.tier),
    // Back on the sign-up page, which says the account exists and a code was sent.
    cancelPath: `/checkout?${new URLSearchParams({ tier: checkout.tier, plan: checkout.planType, payment: 'cancelled' })}`,
  });
  // A payment made through it is the proof holder's when the address is verified.
  await deps.registrationProofs.noteCheckoutOpened(proof);
  return started;
}

/** The registration the proof is for, when the e-mail is its address; the one refusal otherwise. */
export async function registrationOf(
  deps: Pick<StartCheckoutDeps, 'registrationProofs' | 'members' | 'clock'>,
  proof: string | undefined,
  email: string,
): Promise<{ member: Member; proof: string }> {
  const held = proof ? await deps.registrationProofs.find(proof, deps.clock.now()) : null;
  const member = held ? await deps.members.findById(held.memberId) : null;
  if (!proof || !member || member.email !== normalizeEmail(email)) {
    throw new DomainError('FORBIDDEN', checkoutErrors.noRegistration);
  }
  return { member, proof };
}

function parseCheckout(input: unknown): Checkout {
  return parseTierChoice(checkoutSchema, input);
}
