/**
 * Cancel (POST /api/billing/cancel) and resume (POST /api/billing/resume): the subscription runs
 * to the end of the period paid for and then ends, or renews again. The member stays paid until
 * then; the provider's end-of-subscription notification makes them unpaid. The provider is asked
 * first, with no transaction open, and its new state is then kept as the subscription's record.
 */
import { DomainError } from '../shared/domain-error.ts';
import type { Clock } from '../shared/clock.ts';
import type { Transactions } from '../shared/transactions.ts';
import type { BillingMailer } from './billing-mailer.ts';
import { subscriptionRecordOf, type BillingRecords } from './billing-records.ts';
import {
  billingOverview,
  currentSubscription,
  type BillingOverview,
  type BillingOverviewDeps,
} from './billing-overview.ts';
import type { PaymentGateway, SubscriptionState } from './payment-gateway.ts';

export interface SubscriptionRenewalDeps extends BillingOverviewDeps {
  billing: BillingRecords;
  gateway: Pick<PaymentGateway, 'setCancelAtPeriodEnd' | 'subscriptionState'>;
  /** Confirms a cancellation, after the provider has taken it, with the record of it. */
  mailer: Pick<BillingMailer, 'sendCancellation'>;
  transactions: Transactions;
  clock: Clock;
}

export const renewalErrors = {
  noSubscription: 'You have no subscription to change.',
  complimentary: 'Your membership is complimentary: the subscription ends with its period.',
} as const;

export function cancelSubscription(
  deps: SubscriptionRenewalDeps,
  memberId: string,
): Promise<BillingOverview> {
  return setRenewal(deps, memberId, false);
}

export function resumeSubscription(
  deps: SubscriptionRenewalDeps,
  memberId: string,
): Promise<BillingOverview> {
  return setRenewal(deps, memberId, true);
}

async function setRenewal(
  deps: SubscriptionRenewalDeps,
  memberId: string,
  renews: boolean,
): Promise<BillingOverview> {
  const current = await currentSubscription(deps, memberId);
  if (!current) throw new DomainError('NOT_FOUND', renewalErrors.noSubscription);
  // Resuming would charge a member whose tier no payment replaces.
  if (renews && (await deps.members.findById(memberId))?.complimentary) {
    throw new DomainError('CONFLICT', renewalErrors.complimentary);
  }
  if (current.cancelAtPeriodEnd === renews) {
    await deps.gateway.setCancelAtPeriodEnd(current.providerSubscriptionId, !renews);
  }
  const state = await deps.gateway.subscriptionState(current.providerSubscriptionId);
  if (state) await keepRenewal(deps, memberId, state, current.cancelAtPeriodEnd);
  return billingOverview(deps, memberId);
}

/**
 * Keeps the provider's new state and, for a newly scheduled cancellation, queues its confirmation in
 * the same transaction. Saved first: the provider's own notification of this change then finds
 * nothing new to mail.
 */
function keepRenewal(
  deps: SubscriptionRenewalDeps,
  memberId: string,
  state: SubscriptionState,
  wasCancelling: boolean,
): Promise<void> {
  return deps.transactions.run(async () => {
    await deps.billing.saveSubscription(subscriptionRecordOf(memberId, state, deps.clock.now()));
    if (!state.cancelAtPeriodEnd || wasCancelling) return;
    const member = await deps.members.findById(memberId);
    if (!member) return;
    await deps.mailer.sendCancellation({
      to: member.email,
      firstName: member.firstName,
      tier: state.tier,
      kind: 'scheduled',
      endsAt: state.currentPeriodEnd,
    });
  });
}
