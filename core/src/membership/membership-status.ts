/**
 * The membership state machine (see docs/architecture.md, "Status model"). Pure: the use cases
 * that verify e-mails, apply payment events and let admins change statuses all go through it, and
 * record each change in the member's history.
 */
export const membershipStatuses = ['unverified', 'pending', 'active', 'inactive'] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

/** What an admin may set directly. */
export const adminSettableStatuses = ['pending', 'active', 'inactive'] as const;
export type AdminSettableStatus = (typeof adminSettableStatuses)[number];

export const paymentStatuses = ['unpaid', 'paid'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export interface MembershipState {
  membershipStatus: MembershipStatus;
  paymentStatus: PaymentStatus;
  emailVerified: boolean;
}

export type MembershipEvent =
  | { type: 'email-verified' }
  | { type: 'payment-confirmed' }
  | { type: 'payment-lapsed' }
  | { type: 'subscription-ended' }
  | { type: 'admin-set-status'; status: AdminSettableStatus };

/** The state a new account starts in: pending; explorer (free) is paid from the start. */
export function initialMembershipState(free: boolean): MembershipState {
  return { membershipStatus: 'pending', paymentStatus: free ? 'paid' : 'unpaid', emailVerified: false };
}

function activeWhenComplete(state: MembershipState): MembershipState {
  const complete = state.emailVerified && state.paymentStatus === 'paid';
  if (complete && state.membershipStatus !== 'inactive') return { ...state, membershipStatus: 'active' };
  return state;
}

export function transition(state: MembershipState, event: MembershipEvent): MembershipState {
  switch (event.type) {
    case 'email-verified':
      return activeWhenComplete({
        ...state,
        emailVerified: true,
        membershipStatus: state.membershipStatus === 'unverified' ? 'pending' : state.membershipStatus,
      });
    case 'payment-confirmed':
      // A renewed payment brings back a member whose subscription had lapsed.
      return activeWhenComplete({
        ...state,
        paymentStatus: 'paid',
        membershipStatus: state.membershipStatus === 'inactive' ? 'pending' : state.membershipStatus,
      });
    case 'payment-lapsed':
    case 'subscription-ended':
      return {
        ...state,
        paymentStatus: 'unpaid',
        membershipStatus: state.membershipStatus === 'active' ? 'inactive' : state.membershipStatus,
      };
    case 'admin-set-status':
      return { ...state, membershipStatus: event.status };
  }
}

export function hasChanged(before: MembershipState, after: MembershipState): boolean {
  return (
    before.membershipStatus !== after.membershipStatus ||
    before.paymentStatus !== after.paymentStatus ||
    before.emailVerified !== after.emailVerified
  );
}
