/**
 * GET /api/billing: the member's current subscription (or null) and their payments, for the
 * dashboard's Membership and Payment sections.
 */
import type { Member } from '../accounts/member.ts';
import type { MemberRepository } from '../accounts/member-repository.ts';
import { DomainError } from '../shared/domain-error.ts';
import {
  liveSubscriptionStatuses,
  type BillingRecords,
  type PaymentRecord,
  type SubscriptionRecord,
} from './billing-records.ts';

export interface BillingOverviewDeps {
  members: Pick<MemberRepository, 'findById'>;
  billing: Pick<BillingRecords, 'subscriptionsOf' | 'paymentsOf'>;
}

export type SubscriptionView = Pick<
  SubscriptionRecord,
  'tier' | 'planType' | 'status' | 'amountCents' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'pendingChange'
>;

export type PaymentView = Pick<
  PaymentRecord,
  'tier' | 'planType' | 'amountCents' | 'periodStart' | 'periodEnd' | 'invoiceUrl' | 'paidAt'
>;

export interface BillingOverview {
  subscription: SubscriptionView | null;
  payments: PaymentView[];
}

/** The member's subscription still running, if they hold one. */
export async function currentSubscription(
  deps: BillingOverviewDeps,
  memberId: string,
): Promise<SubscriptionRecord | null> {
  const member = await deps.members.findById(memberId);
  if (!member) throw new DomainError('NOT_FOUND', 'Member not found');
  if (!member.paymentSubscriptionId) return null;
  return liveSubscriptionOf(member, await deps.billing.subscriptionsOf(memberId));
}

/** Of the member's subscription rows, the one they hold now if it is still running. */
export function liveSubscriptionOf(
  member: Pick<Member, 'paymentSubscriptionId'>,
  held: readonly SubscriptionRecord[],
): SubscriptionRecord | null {
  const current = held.find((record) => record.providerSubscriptionId === member.paymentSubscriptionId);
  return current && liveSubscriptionStatuses.includes(current.status) ? current : null;
}

export async function billingOverview(deps: BillingOverviewDeps, memberId: string): Promise<BillingOverview> {
  const subscription = await currentSubscription(deps, memberId);
  const payments = await deps.billing.paymentsOf(memberId);
  return {
    subscription: subscription && {
      tier: subscription.tier,
      planType: subscription.planType,
      status: subscription.status,
      amountCents: subscription.amountCents,
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      pendingChange: subscription.pendingChange,
    },
    payments: payments.map((payment) => ({
      tier: payment.tier,
      planType: payment.planType,
      amountCents: payment.amountCents,
      periodStart: payment.periodStart,
      periodEnd: payment.periodEnd,
      invoiceUrl: payment.invoiceUrl,
      paidAt: payment.paidAt,
    })),
  };
}
