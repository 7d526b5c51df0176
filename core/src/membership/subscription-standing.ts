/**
 * Where a member stands with their subscription, read from the member alone: checkout refuses a
 * second subscription with it, and a payment event tells a duplicate from a renewal by it.
 */
import type { Member } from '../members/member.ts';

/**
 * Whether the member holds a subscription that is still running. A paid explorer holds none (the
 * tier is free), so an explorer may check out a paid tier.
 */
export function holdsLiveSubscription(member: Member): boolean {
  return member.paymentStatus === 'paid' && member.paymentSubscriptionId !== null;
}
