/**
 * Housekeeping: a member whose renewal failed stays paid for the 7-day grace; when it is over and
 * the provider has sent nothing since (it may retry for weeks), the member becomes unpaid on time,
 * with the system as actor. A later payment brings them back through the payment events.
 */
import type { MemberRepository } from '../members/member-repository.ts';
import type { Clock } from '../shared/clock.ts';
import type { Transactions } from '../shared/transactions.ts';
import { systemActor } from '../members/actor.ts';
import type { BillingRecords } from './billing-records.ts';
import { changeMembership } from '../members/change-membership.ts';
import { graceEndedForPastDueSince } from './payment-standing.ts';

export interface EndExpiredGraceDeps {
  members: Pick<MemberRepository, 'findByIdForUpdate' | 'create' | 'update' | 'recordStatusChange'>;
  billing: Pick<BillingRecords, 'pastDueSince'>;
  transactions: Transactions;
  clock: Clock;
}

export const graceEndedReason = 'grace-ended';

/** Returns how many members' grace it ended. */
export async function endExpiredGrace(deps: EndExpiredGraceDeps): Promise<number> {
  const overdue = await deps.billing.pastDueSince(graceEndedForPastDueSince(deps.clock.now()));
  let ended = 0;
  for (const subscription of overdue) {
    const changed = await deps.transactions.run(async () => {
      const member = await deps.members.findByIdForUpdate(subscription.memberId);
      // Only the subscription the member still holds, and only once: an unpaid member is done.
      if (member?.paymentSubscriptionId !== subscription.providerSubscriptionId) return false;
      if (member.paymentStatus !== 'paid') return false;
      await changeMembership(
        deps,
        member,
        { type: 'payment-lapsed' },
        {
          actor: systemActor,
          reason: graceEndedReason,
        },
      );
      return true;
    });
    if (changed) ended += 1;
  }
  return ended;
}
