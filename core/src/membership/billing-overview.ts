/**
 * GET /api/billing: the member's current subscription (or null) and their payments, for the
 * dashboard's Membership and Payment sections.
 */
import type { Member } from '../members/member.ts';
import type { MemberRepository } from '../members/member-repository.ts';
import { DomainError } from '../shared/domain-error.ts';
import {
  liveSubscriptionStatuses,
  type BillingRecords,
  type ListedPayment,
  type SubscriptionRecord,
} from './billing-records.ts';

export interface BillingOverviewDeps {
  members: Pick<MemberRepository, 'findById'>;
  billing: Pick<BillingRecords, 'subscriptionsOf' | 'paymentsOf'>;
}

export type SubscriptionView = Pick<
  SubscriptionRecord,
  'tier' | 'planType' | 'status' | 'amountCents' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'pendingChange'
> & {
  /** The invoice page where the member must confirm a payment (3-D Secure), until it is paid. */
  actionRequiredUrl: string | null;
};

export type PaymentView = Pick<
  ListedPayment,
  | 'receiptNumber'
  | 'tier'
  | 'planType'
  | 'amountCents'
  | 'periodStart'
  | 'periodEnd'
  | 'invoiceUrl'
  | 'cardLast4'
  | 'paidAt'
  | 'refundedAt'
> & {
  /** Refunded: a second subscription paid by mistake, cancelled and refunded at once. */
  status: 'paid' | 'refunded';
};

/** What a subscription row shows of itself, to the member and (with its id) to the staff. */
export function toSubscriptionView(record: SubscriptionRecord): SubscriptionView {
  return {
    tier: record.tier,
    planType: record.planType,
    status: record.status,
    amountCents: record.amountCents,
    currentPeriodEnd: record.currentPeriodEnd,
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    pendingChange: record.pendingChange,
    actionRequiredUrl: record.actionRequired?.url ?? null,
  };
}

/** What a paid invoice shows of itself, to the member and (with its id) to the staff. */
export function toPaymentView(record: ListedPayment): PaymentView {
  return {
    status: record.refundedAt ? 'refunded' : 'paid',
    receiptNumber: record.receiptNumber,
    tier: record.tier,
    planType: record.planType,
    amountCents: record.amountCents,
    periodStart: record.periodStart,
    periodEnd: record.periodEnd,
    invoiceUrl: record.invoiceUrl,
    cardLast4: record.cardLast4,
    paidAt: record.paidAt,
    refundedAt: record.refundedAt,
  };
}

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
    subscription: subscription && toSubscriptionView(subscription),
    payments: payments.map(toPaymentView),
  };
}
