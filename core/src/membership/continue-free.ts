/**
 * Continue free (POST /api/checkout/free { email }): a sign-up who left the payment page without
 * paying takes the free Explorer tier instead of the paid one they registered for. As for paying
 * from the sign-up page (`startCheckout`), only the browser holding the registration's proof may,
 * and any other caller gets the same refusal. The checkouts still open are expired at the provider
 * first, with no transaction open, so the paid tier can no longer be bought by mistake; an account
 * paid meanwhile (or holding a subscription) keeps what it paid for.
 */
import type { Member } from '../members/member.ts';
import type { MemberRepository } from '../members/member-repository.ts';
import { changeMembership } from '../members/change-membership.ts';
import type { RegistrationProofs } from '../members/registration-proofs.ts';
import type { Clock } from '../shared/clock.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { RateLimiter } from '../shared/rate-limiter.ts';
import type { Transactions } from '../shared/transactions.ts';
import { parseInput } from '../shared/validation.ts';
import { continueFreeSchema } from './checkout-schema.ts';
import { enforceCheckoutIpLimit } from './open-checkout.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { registrationOf } from './start-checkout.ts';

export interface ContinueFreeDeps {
  members: MemberRepository;
  registrationProofs: RegistrationProofs;
  gateway: Pick<PaymentGateway, 'expireOpenCheckouts'>;
  rateLimiter: RateLimiter;
  transactions: Transactions;
  clock: Clock;
}

export interface ContinueFreeCommand {
  /** The request body, untrusted. */
  input: unknown;
  clientIp: string;
  /** The registration proof the browser holds (a cookie), if any. */
  registrationProof?: string | undefined;
}

export const continueFreeErrors = {
  alreadyPaid: 'Your membership is paid already: it stays as it is.',
} as const;

/** The member, now on the free tier (pending until the address is verified). */
export async function continueFree(deps: ContinueFreeDeps, command: ContinueFreeCommand): Promise<Member> {
  await enforceCheckoutIpLimit(deps.rateLimiter, command.clientIp);
  const { email } = parseInput(continueFreeSchema, command.input);
  const { member } = await registrationOf(deps, command.registrationProof, email);
  if (member.membershipTier === 'explorer') return member;
  refuseWhenPaid(member);
  if (member.paymentCustomerId) await deps.gateway.expireOpenCheckouts(member.paymentCustomerId);
  return deps.transactions.run(async () => {
    const locked = await deps.members.findByIdForUpdate(member.id);
    if (!locked) throw new DomainError('NOT_FOUND', 'Member not found');
    if (locked.membershipTier === 'explorer') return locked;
    refuseWhenPaid(locked);
    return changeMembership(deps, locked, { type: 'chose-free-tier' }, { actor: { kind: 'member' } });
  });
}

function refuseWhenPaid(member: Member): void {
  if (member.paymentStatus === 'paid' || member.paymentSubscriptionId || member.complimentary) {
    throw new DomainError('CONFLICT', continueFreeErrors.alreadyPaid);
  }
}
