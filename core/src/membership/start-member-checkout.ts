/**
 * Pay later: a signed-in member opens a checkout of a paid tier from the dashboard (an unpaid
 * member completing payment, or an explorer choosing a paid tier). POST /api/billing/checkout
 * { tier, planType }: the session says who pays, so no e-mail is sent. Leaving the payment page
 * brings the member back to the dashboard's payment section with the unpaid notice.
 */
import { DomainError } from '../shared/domain-error.ts';
import { planChoiceSchema } from './checkout-schema.ts';
import {
  checkoutErrors,
  enforceCheckoutIpLimit,
  openCheckout,
  paymentSuccessPath,
  type CheckoutStarted,
  type OpenCheckoutDeps,
} from './open-checkout.ts';
import { parseTierChoice } from './tier-choice.ts';

export interface StartMemberCheckoutCommand {
  memberId: string;
  /** The request body, untrusted. */
  input: unknown;
  clientIp: string;
}

/** Where Cancel on the payment page leads: the dashboard's payment section, saying it is unpaid. */
export const checkoutCancelledPath = '/dashboard?payment=cancelled#payment';

export async function startMemberCheckout(
  deps: OpenCheckoutDeps,
  command: StartMemberCheckoutCommand,
): Promise<CheckoutStarted> {
  await enforceCheckoutIpLimit(deps.rateLimiter, command.clientIp);
  const plan = parseTierChoice(planChoiceSchema, command.input);
  const member = await deps.members.findById(command.memberId);
  if (!member) throw new DomainError('NOT_FOUND', checkoutErrors.noAccount);
  return openCheckout(deps, member, plan, {
    // An explorer choosing a paid tier upgrades; an unpaid member pays for the tier they chose.
    successPath: paymentSuccessPath(plan.tier, member.membershipTier === plan.tier ? 'member' : 'upgrade'),
    cancelPath: checkoutCancelledPath,
  });
}
