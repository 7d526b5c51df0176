import { describe, expect, it } from 'vitest';
import {
  adminSettableStatuses,
  membershipStatuses,
  openingState,
  paymentStatuses,
  transition,
  type MembershipEvent,
  type MembershipPlan,
  type MembershipState,
} from './membership-status.ts';

const explorer: MembershipPlan = { tier: 'explorer', billingCycle: null };
const builderMonthly: MembershipPlan = { tier: 'builder', billingCycle: 'monthly' };
const leaderYearly: MembershipPlan = { tier: 'leader', billingCycle: 'yearly' };

const state = (
  membershipStatus: MembershipState['membershipStatus'],
  paymentStatus: MembershipState['paymentStatus'],
  emailVerified: boolean,
  plan: MembershipPlan = builderMonthly,
): MembershipState => ({ membershipStatus, paymentStatus, emailVerified, complimentary: false, ...plan });

const initialMembershipState = (free: boolean) =>
  openingState({ type: 'registered', plan: free ? explorer : builderMonthly, free });

describe('membership status transitions', () => {
  it('starts pending with the chosen plan; paid for a free tier, unpaid otherwise', () => {
    expect(initialMembershipState(true)).toEqual(state('pending', 'paid', false, explorer));
    expect(initialMembershipState(false)).toEqual(state('pending', 'unpaid', false, builderMonthly));
  });

  it('creates an admin verified and active, with no tier', () => {
    expect(openingState({ type: 'admin-created' })).toEqual(
      state('active', 'unpaid', true, { tier: null, billingCycle: null }),
    );
  });

  it('activates a free member when the e-mail is verified', () => {
    expect(transition(initialMembershipState(true), { type: 'email-verified' })).toEqual(
      state('active', 'paid', true, explorer),
    );
  });

  it('verifies the address of a member promoted to admin, and activates them when paid', () => {
    expect(transition(state('pending', 'paid', false), { type: 'admin-promoted' })).toEqual(
      state('active', 'paid', true),
    );
    expect(transition(state('pending', 'unpaid', false), { type: 'admin-promoted' })).toEqual(
      state('pending', 'unpaid', true),
    );
  });

  it('takes the plan paid for with the payment', () => {
    expect(
      transition(state('pending', 'unpaid', true, explorer), {
        type: 'payment-confirmed',
        plan: leaderYearly,
      }),
    ).toEqual(state('active', 'paid', true, leaderYearly));
  });

  it('changes the plan alone, without touching the statuses', () => {
    expect(transition(state('active', 'paid', true), { type: 'plan-changed', plan: leaderYearly })).toEqual(
      state('active', 'paid', true, leaderYearly),
    );
  });

  it('changes nothing for a payment fact that moves no status', () => {
    const before = state('active', 'paid', true);
    expect(transition(before, { type: 'payment-noted' })).toEqual(before);
  });

  it('keeps a verified but unpaid member pending until the payment is confirmed', () => {
    const verified = transition(initialMembershipState(false), { type: 'email-verified' });
    expect(verified).toEqual(state('pending', 'unpaid', true));
    expect(transition(verified, { type: 'payment-confirmed' })).toEqual(state('active', 'paid', true));
  });

  it('ends active either way round: payment first, then verification', () => {
    const paid = transition(initialMembershipState(false), { type: 'payment-confirmed' });
    expect(paid).toEqual(state('pending', 'paid', false));
    expect(transition(paid, { type: 'email-verified' })).toEqual(state('active', 'paid', true));
  });

  it('moves an unverified account to pending when it verifies', () => {
    expect(transition(state('unverified', 'paid', false), { type: 'email-verified' })).toEqual(
      state('active', 'paid', true),
    );
  });

  it('makes an active member unpaid and pending (not locked out) when payment lapses or the subscription ends', () => {
    for (const type of ['payment-lapsed', 'subscription-ended'] as const) {
      expect(transition(state('active', 'paid', true), { type })).toEqual(state('pending', 'unpaid', true));
    }
  });

  it('reactivates a lapsed member whose payment is confirmed again', () => {
    expect(transition(state('pending', 'unpaid', true), { type: 'payment-confirmed' })).toEqual(
      state('active', 'paid', true),
    );
  });

  it('keeps an admin-deactivated member inactive when a payment is confirmed', () => {
    expect(transition(state('inactive', 'unpaid', true), { type: 'payment-confirmed' })).toEqual(
      state('inactive', 'paid', true),
    );
  });

  it('lets an admin set any settable status directly', () => {
    for (const from of membershipStatuses) {
      for (const to of adminSettableStatuses) {
        expect(
          transition(state(from, 'paid', true), { type: 'admin-set-status', status: to }).membershipStatus,
        ).toBe(to);
      }
    }
  });

  it('grants a tier without payment: nothing owed, no cycle, active once the address is verified', () => {
    const unpaidLeader = {
      ...state('pending', 'unpaid', true),
      tier: 'leader' as const,
      billingCycle: 'monthly' as const,
    };

    expect(transition(unpaidLeader, { type: 'admin-granted-tier', tier: 'f100' })).toEqual({
      ...state('active', 'paid', true),
      tier: 'f100',
      billingCycle: null,
      complimentary: true,
    });
    expect(
      transition(state('unverified', 'unpaid', false), { type: 'admin-granted-tier', tier: 'f100' }),
    ).toMatchObject({ membershipStatus: 'unverified', paymentStatus: 'paid', tier: 'f100' });
    expect(
      transition(state('inactive', 'unpaid', true), { type: 'admin-granted-tier', tier: 'f100' })
        .membershipStatus,
    ).toBe('inactive');
  });

  it('keeps a complimentary tier through every payment event: no payment replaces it or makes it owed', () => {
    const granted = transition(state('active', 'paid', true, builderMonthly), {
      type: 'admin-granted-tier',
      tier: 'f100',
    });
    const paymentEvents: MembershipEvent[] = [
      { type: 'payment-confirmed', plan: builderMonthly },
      { type: 'plan-changed', plan: leaderYearly },
      { type: 'payment-lapsed' },
      { type: 'subscription-ended' },
    ];

    for (const event of paymentEvents) expect(transition(granted, event)).toEqual(granted);
  });

  it('takes a grant back to the free Explorer tier; granting Explorer is the same', () => {
    const granted = transition(state('active', 'paid', true), { type: 'admin-granted-tier', tier: 'f100' });
    const explorer = { ...state('active', 'paid', true), tier: 'explorer', billingCycle: null };

    expect(transition(granted, { type: 'admin-removed-grant' })).toEqual(explorer);
    expect(transition(granted, { type: 'admin-granted-tier', tier: 'explorer' })).toEqual(explorer);
  });

  it('takes an unpaid sign-up to the free Explorer tier when they choose it: paid, and active once verified', () => {
    const unpaid = state('pending', 'unpaid', false, leaderYearly);
    expect(transition(unpaid, { type: 'chose-free-tier' })).toEqual({
      ...unpaid,
      tier: 'explorer',
      billingCycle: null,
      paymentStatus: 'paid',
    });
    const verified = transition({ ...unpaid, emailVerified: true }, { type: 'chose-free-tier' });
    expect(verified).toMatchObject({ tier: 'explorer', paymentStatus: 'paid', membershipStatus: 'active' });
  });

  it('leaves the state alone when an admin only acts on the account, or its address changes', () => {
    const before = state('active', 'paid', true);
    expect(transition(before, { type: 'admin-noted' })).toEqual(before);
    expect(transition(before, { type: 'address-noted' })).toEqual(before);
  });

  it('never produces a status outside the model, from any state and event', () => {
    const events: MembershipEvent[] = [
      { type: 'email-verified' },
      { type: 'admin-promoted' },
      { type: 'payment-confirmed' },
      { type: 'payment-confirmed', plan: leaderYearly },
      { type: 'payment-lapsed' },
      { type: 'subscription-ended' },
      { type: 'payment-noted' },
      { type: 'plan-changed', plan: leaderYearly },
      ...adminSettableStatuses.map((status) => ({ type: 'admin-set-status' as const, status })),
      { type: 'admin-granted-tier', tier: 'f100' },
      { type: 'admin-removed-grant' },
      { type: 'chose-free-tier' },
      { type: 'admin-noted' },
      { type: 'address-noted' },
    ];
    for (const membershipStatus of membershipStatuses) {
      for (const paymentStatus of paymentStatuses) {
        for (const emailVerified of [false, true]) {
          for (const event of events) {
            const before = state(membershipStatus, paymentStatus, emailVerified);
            const next = transition(before, event);
            expect(membershipStatuses).toContain(next.membershipStatus);
            expect(paymentStatuses).toContain(next.paymentStatus);
            // Only a verified, paid member becomes active, unless an admin says so.
            if (
              next.membershipStatus === 'active' &&
              before.membershipStatus !== 'active' &&
              event.type !== 'admin-set-status'
            ) {
              expect(next.emailVerified && next.paymentStatus === 'paid').toBe(true);
            }
          }
        }
      }
    }
  });
});
