/**
 * The first proof of a mailbox (a verification or sign-in code) decides whose a registration's
 * payment is. Anyone may register an address and pay for it before it is verified; the owner who
 * then proves the mailbox must not take over a stranger's subscription (nor its invoices, nor its
 * card at the provider). A payment is the verifier's only when their browser holds the
 * registration's proof and that proof opened the checkout (`RegistrationProofs`): the one browser
 * that could pay for it. Otherwise it is set aside, whoever paid (a stranger, or the owner in
 * another browser or after the proof ended, who can pay again from the dashboard).
 */
import { changeMembership, openMembership } from '../members/change-membership.ts';
import type { Member } from '../members/member.ts';
import { findTierOffer } from '../members/tiers.ts';
import type { SetAsidePayment } from '../members/registration-proofs.ts';
import type { AccountDeps } from './account-deps.ts';

/** What the first proof of a mailbox needs to tell whose a registration's payment is, and to end another's. */
export type PaymentClaimDeps = Pick<AccountDeps, 'registrationProofs' | 'endSetAsidePayment'>;

export interface VerifiedRegistration {
  /** The member who verifies: the same account, or a new one when a payment was set aside. */
  member: Member;
  setAside: SetAsidePayment | null;
}

/**
 * Inside the verifying transaction, with the member's row locked. Setting a payment aside starts
 * the registration over as a new account (a new id: the provider's checkout and subscription name
 * the old one, so a late notification finds nobody): the profile and plan as registered, unpaid
 * (explorer paid, as at sign-up), no payment customer. The old account is erased with its history
 * and payment records kept, without a member, for accounting.
 */
export async function setAsideUnclaimedPayment(
  deps: Pick<AccountDeps, 'members' | 'registrationProofs' | 'clock'>,
  member: Member,
  presentedProof: string | undefined,
): Promise<VerifiedRegistration> {
  const customerId = member.paymentCustomerId;
  // An admin's lock-out stays: the code is refused for an inactive member, and this writes nothing.
  const settled = member.emailVerifiedAt !== null || member.membershipStatus === 'inactive';
  if (settled || !customerId) return { member, setAside: null };
  const proof = presentedProof ? await deps.registrationProofs.find(presentedProof, deps.clock.now()) : null;
  if (proof?.memberId === member.id && proof.openedCheckout) return { member, setAside: null };

  // The erased account's history says why it ended.
  await changeMembership(
    deps,
    member,
    { type: 'payment-noted' },
    { actor: { kind: 'member' }, reason: 'payment-set-aside', noteworthy: true },
  );
  await deps.members.erase(member.id);
  // The account as registered; the state machine decides its statuses afresh.
  const {
    id: _id,
    createdAt: _created,
    updatedAt: _updated,
    membershipStatus: _status,
    paymentStatus: _payment,
    emailVerifiedAt: _verified,
    membershipTier: tier,
    billingCycle,
    ...account
  } = member;
  const registered = await openMembership(
    deps,
    { ...account, passwordHash: null, staffRole: null, paymentCustomerId: null, paymentSubscriptionId: null },
    {
      type: 'registered',
      plan: { tier, billingCycle },
      free: tier !== null && findTierOffer(tier)?.pricing.kind === 'free',
    },
    { actor: { kind: 'member' }, reason: 'registered:payment-set-aside' },
  );
  return { member: registered, setAside: { customerId, subscriptionId: member.paymentSubscriptionId } };
}
