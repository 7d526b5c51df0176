/**
 * What a subscription's current state means for the member's payment status. Pure, and read from
 * the provider's state at the time an event is applied, so the order in which notifications
 * arrive does not matter.
 */
import type { MembershipEvent } from '../members/membership-status.ts';
import type { SubscriptionState } from './payment-gateway.ts';

/** A failed renewal keeps the member paid for this long while the provider retries. */
export const paymentGracePeriodDays = 7;

export type PaymentStanding =
  | { kind: 'paid' }
  | { kind: 'in-grace'; graceEndsAt: Date }
  | { kind: 'lapsed' }
  | { kind: 'ended' }
  | { kind: 'awaiting-payment' };

const gracePeriodMs = paymentGracePeriodDays * 24 * 60 * 60 * 1000;

/** The end of the grace that began when a renewal fell due unpaid. */
export function graceEndsAt(pastDueSince: Date): Date {
  return new Date(pastDueSince.getTime() + gracePeriodMs);
}

/** The latest moment a renewal may have fallen due unpaid for its grace to be over `now`. */
export function graceEndedForPastDueSince(now: Date): Date {
  return new Date(now.getTime() - gracePeriodMs);
}

export function paymentStanding(subscription: SubscriptionState, now: Date): PaymentStanding {
  switch (subscription.status) {
    case 'active':
      return { kind: 'paid' };
    case 'past-due': {
      const endsAt = graceEndsAt(subscription.pastDueSince ?? now);
      return now < endsAt ? { kind: 'in-grace', graceEndsAt: endsAt } : { kind: 'lapsed' };
    }
    case 'lapsed':
      return { kind: 'lapsed' };
    case 'ended':
      return { kind: 'ended' };
    case 'incomplete':
      return { kind: 'awaiting-payment' };
  }
}

/**
 * The status event a standing calls for, given whether the member is paid now. Only a change of
 * payment status moves the membership: a renewal of a paid member changes nothing (and so never
 * overrides an admin's decision), and an ended subscription of an unpaid member neither.
 */
export function membershipEventFor(
  standing: PaymentStanding,
  currentlyPaid: boolean,
): MembershipEvent | null {
  switch (standing.kind) {
    case 'paid':
      return currentlyPaid ? null : { type: 'payment-confirmed' };
    case 'lapsed':
      return currentlyPaid ? { type: 'payment-lapsed' } : null;
    case 'ended':
      return currentlyPaid ? { type: 'subscription-ended' } : null;
    case 'in-grace':
    case 'awaiting-payment':
      return null;
  }
}
