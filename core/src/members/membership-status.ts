/**
 * The membership state machine (see docs/architecture.md, "Status model"). Pure: every change of a
 * member's statuses or plan is an event here, applied and recorded by `changeMembership`.
 */
import type { AccountTier, BillingCycle } from './tiers.ts';

export const membershipStatuses = ['unverified', 'pending', 'active', 'inactive'] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

/** What an admin may set directly. */
export const adminSettableStatuses = ['pending', 'active', 'inactive'] as const;
export type AdminSettableStatus = (typeof adminSettableStatuses)[number];

export const paymentStatuses = ['unpaid', 'paid'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** What the member holds; admins hold no tier. */
export interface MembershipPlan {
  tier: AccountTier | null;
  billingCycle: BillingCycle | null;
}

export interface MembershipState extends MembershipPlan {
  /** The tier was granted by staff: payments neither replace it nor make it owed. */
  complimentary: boolean;
  membershipStatus: MembershipStatus;
  paymentStatus: PaymentStatus;
  emailVerified: boolean;
}

/** How an account comes to exist. */
export type OpeningEvent =
  { type: 'registered'; plan: MembershipPlan; free: boolean } | { type: 'admin-created' };

export type MembershipEvent =
  | { type: 'email-verified' }
  /** An existing account made an admin: the operator vouches for the address. */
  | { type: 'admin-promoted' }
  /** The plan comes with the payment when the member paid for another tier or cycle. */
  | { type: 'payment-confirmed'; plan?: MembershipPlan }
  | { type: 'payment-lapsed' }
  | { type: 'subscription-ended' }
  /** A payment fact that moves nothing (a grace period, a refund, a renewal). */
  | { type: 'payment-noted' }
  | { type: 'plan-changed'; plan: MembershipPlan }
  /**
   * A sign-up who has not paid for the paid tier they chose takes the free Explorer tier instead:
   * nothing owed, no cycle, active once the address is verified.
   */
  | { type: 'chose-free-tier' }
  | { type: 'admin-set-status'; status: AdminSettableStatus }
  /**
   * An admin grants a tier without payment (complimentary; the only way to f100). Nothing is owed,
   * as on the free tier, so the payment status reads paid; no billing cycle.
   */
  | { type: 'admin-granted-tier'; tier: AccountTier }
  /** An admin takes a complimentary tier back: the member returns to the free Explorer tier. */
  | { type: 'admin-removed-grant' }
  /** An admin acted on the account without moving its state (resent a code, signed it out). */
  | { type: 'admin-noted' }
  /** The member's address changed, or a change was undone: the state stays, the history tells. */
  | { type: 'address-noted' };

/**
 * A new account: pending and unverified, paid from the start on a free tier (explorer); an admin
 * created by the operator is verified and active, with no tier to pay for.
 */
export function openingState(event: OpeningEvent): MembershipState {
  switch (event.type) {
    case 'registered':
      return {
        membershipStatus: 'pending',
        paymentStatus: event.free ? 'paid' : 'unpaid',
        emailVerified: false,
        complimentary: false,
        ...event.plan,
      };
    case 'admin-created':
      return {
        membershipStatus: 'active',
        paymentStatus: 'unpaid',
        emailVerified: true,
        complimentary: false,
        tier: null,
        billingCycle: null,
      };
  }
}

function activeWhenComplete(state: MembershipState): MembershipState {
  const complete = state.emailVerified && state.paymentStatus === 'paid';
  if (complete && state.membershipStatus !== 'inactive') return { ...state, membershipStatus: 'active' };
  return state;
}

/**
 * The payment events a complimentary member ignores: the grant is what they hold, so a payment
 * (a renewal of a subscription still running out, a replayed notification) brings no other tier,
 * and a lapse or an end leaves nothing owed.
 */
const paymentEvents: ReadonlySet<MembershipEvent['type']> = new Set([
  'payment-confirmed',
  'payment-lapsed',
  'subscription-ended',
  'plan-changed',
]);

export function transition(state: MembershipState, event: MembershipEvent): MembershipState {
  if (state.complimentary && paymentEvents.has(event.type)) return state;
  switch (event.type) {
    case 'email-verified':
    case 'admin-promoted':
      return activeWhenComplete({
        ...state,
        emailVerified: true,
        membershipStatus: state.membershipStatus === 'unverified' ? 'pending' : state.membershipStatus,
      });
    case 'payment-confirmed':
      // A renewed payment brings back a member whose subscription had lapsed (pending, unpaid); an
      // admin's `inactive` is a lock-out that no payment lifts.
      return activeWhenComplete({ ...state, ...event.plan, paymentStatus: 'paid' });
    case 'payment-lapsed':
    case 'subscription-ended':
      // A lapsed payer is not locked out (only an admin sets `inactive`): they sign in and pay.
      return {
        ...state,
        paymentStatus: 'unpaid',
        membershipStatus: state.membershipStatus === 'active' ? 'pending' : state.membershipStatus,
      };
    case 'payment-noted':
      return state;
    case 'plan-changed':
      return { ...state, ...event.plan };
    case 'admin-set-status':
      return { ...state, membershipStatus: event.status };
    case 'admin-granted-tier':
      // Explorer is free for everyone: granting it is taking any grant back.
      return activeWhenComplete({
        ...state,
        tier: event.tier,
        billingCycle: null,
        paymentStatus: 'paid',
        complimentary: event.tier !== 'explorer',
      });
    case 'chose-free-tier':
    case 'admin-removed-grant':
      return activeWhenComplete({
        ...state,
        tier: 'explorer',
        billingCycle: null,
        paymentStatus: 'paid',
        complimentary: false,
      });
    case 'admin-noted':
    case 'address-noted':
      return state;
  }
}

export function hasChanged(before: MembershipState, after: MembershipState): boolean {
  return (
    before.membershipStatus !== after.membershipStatus ||
    before.paymentStatus !== after.paymentStatus ||
    before.emailVerified !== after.emailVerified ||
    before.tier !== after.tier ||
    before.billingCycle !== after.billingCycle ||
    before.complimentary !== after.complimentary
  );
}
