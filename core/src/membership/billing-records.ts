/**
 * What a member holds and has paid, kept from the provider's reports (tables `subscriptions` and
 * `payments`): one row per provider subscription, one per paid invoice. Written inside the
 * transaction that applies a payment event, so the record and the member's change land together.
 */
import type { PendingPlanChange, SubscriptionState, SubscriptionStatus } from './payment-gateway.ts';
import type { BillingCycle, SubscriptionTierId } from '../members/tiers.ts';

export interface SubscriptionRecord {
  memberId: string;
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  tier: SubscriptionTierId | null;
  planType: BillingCycle | null;
  status: SubscriptionStatus;
  amountCents: number | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When the unpaid invoice of a past-due subscription fell due; null otherwise. */
  pastDueSince: Date | null;
  /** A downgrade waiting for the next renewal. */
  pendingChange: PendingPlanChange | null;
  /**
   * When it was cancelled and refunded (a second subscription paid by mistake), so its payments
   * are listed as refunded. Once set it stays: saving a later state never clears it.
   */
  refundedAt: Date | null;
  updatedAt: Date;
  /**
   * An invoice waiting for the member to confirm the payment (3-D Secure), until it is paid. Kept
   * by `requireAction` and `clearRequiredAction` alone: saving the subscription leaves it as it is.
   */
  actionRequired?: RequiredAction;
}

/** An invoice the member must confirm at the provider's page before it can be paid. */
export interface RequiredAction {
  invoiceId: string;
  /** The provider's page of the invoice, where the member confirms the payment. */
  url: string;
}

export interface PaymentRecord {
  memberId: string;
  /** The provider's invoice id: a payment is recorded once. */
  providerPaymentId: string;
  providerSubscriptionId: string | null;
  tier: SubscriptionTierId | null;
  planType: BillingCycle | null;
  amountCents: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  invoiceUrl: string | null;
  /** The last 4 digits of the card it was paid with, when the provider says. */
  cardLast4: string | null;
  paidAt: Date;
}

/** A recorded payment, with the receipt number it was given. */
export interface RecordedPayment extends PaymentRecord {
  /** Sequential over every payment, without gaps: the number its receipt carries. */
  receiptNumber: number;
}

/** A payment as the member and the staff see it listed: refunded when its subscription was. */
export interface ListedPayment extends RecordedPayment {
  refundedAt: Date | null;
}

/** A subscription the member has held, with when it was first recorded and when it ended. */
export interface HeldSubscription extends SubscriptionRecord {
  createdAt: Date;
  /** When it was first recorded as ended (cancelled, or never completed); null while it runs. */
  endedAt: Date | null;
}

/**
 * The membership history's reason for a refund the provider reported: the prefix, then the cents
 * refunded (the business figures deduct them from the month's revenue).
 */
export const refundReasonPrefix = 'payment:refund-recorded:';

/** A subscription still running: it may renew, or is being paid for. */
export const liveSubscriptionStatuses: readonly SubscriptionStatus[] = ['active', 'past-due', 'incomplete'];

export interface BillingRecords {
  /** Inserts the subscription, or updates the row of the same provider subscription. */
  saveSubscription(record: SubscriptionRecord): Promise<void>;
  /** The member's subscriptions, newest first. */
  subscriptionsOf(memberId: string): Promise<SubscriptionRecord[]>;
  /**
   * Every subscription the member has held, ended ones included, oldest first, with when each was
   * first recorded and ended (their data export).
   */
  subscriptionHistoryOf(memberId: string): Promise<HeldSubscription[]>;
  /**
   * The subscriptions still past due whose unpaid invoice fell due at or before `cutoff` (their
   * grace is over), of members who still have an account.
   */
  pastDueSince(cutoff: Date): Promise<SubscriptionRecord[]>;
  /**
   * Records the payment with the next receipt number; null (and nothing written, no number taken)
   * when it was recorded before. Concurrent recordings get distinct numbers, in the order they
   * commit.
   */
  recordPayment(payment: PaymentRecord): Promise<RecordedPayment | null>;
  /** The member's payments, newest first, with when their subscription was refunded. */
  paymentsOf(memberId: string): Promise<ListedPayment[]>;
  /**
   * Notes that the subscription's invoice waits for the member's confirmation, replacing an earlier
   * one. False (and nothing changed) when the subscription is not recorded or that invoice's payment
   * is recorded already (a notification that came after the payment's).
   */
  requireAction(providerSubscriptionId: string, action: RequiredAction): Promise<boolean>;
  /** The invoice is paid: no subscription waits for an action on it any more. */
  clearRequiredAction(invoiceId: string): Promise<void>;
}

/** The record of a subscription's state as the provider reports it now. */
export function subscriptionRecordOf(
  memberId: string,
  state: SubscriptionState,
  now: Date,
): SubscriptionRecord {
  return {
    memberId,
    providerSubscriptionId: state.id,
    providerCustomerId: state.customerId,
    tier: state.tier,
    planType: state.billingCycle,
    status: state.status,
    amountCents: state.amountCents,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    pastDueSince: state.status === 'past-due' ? state.pastDueSince : null,
    pendingChange: state.pendingChange ?? null,
    refundedAt: null,
    updatedAt: now,
  };
}
