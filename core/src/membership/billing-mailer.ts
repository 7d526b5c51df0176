/** The e-mails of billing. The adapter renders them (text and HTML) and delivers them. */
import type { BillingCycle, SubscriptionTierId } from '../members/tiers.ts';

export interface ReceiptMessage {
  to: string;
  firstName: string;
  tier: SubscriptionTierId | null;
  planType: BillingCycle | null;
  amountCents: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  paidAt: Date;
  /** The provider's invoice page, when it gives one. */
  invoiceUrl: string | null;
}

export interface DuplicateRefundedMessage {
  to: string;
  firstName: string;
  tier: SubscriptionTierId | null;
  amountCents: number | null;
}

export interface PaymentFailedMessage {
  to: string;
  firstName: string;
  tier: SubscriptionTierId | null;
  /** What the failed renewal asked for, when the provider says. */
  amountCents: number | null;
  /** Until then the membership stays paid while the provider retries. */
  graceEndsAt: Date;
}

export interface CancellationMessage {
  to: string;
  firstName: string;
  tier: SubscriptionTierId | null;
  /**
   * `scheduled`: cancelled at the period's end, which `endsAt` names; `ended`: the subscription
   * is over now.
   */
  kind: 'scheduled' | 'ended';
  endsAt: Date | null;
}

/** The member moved their subscription to another plan, now or from the next renewal. */
export interface PlanChangedMessage {
  to: string;
  firstName: string;
  tier: SubscriptionTierId;
  planType: BillingCycle;
  /** The new plan's price of one billing period. */
  amountCents: number;
  /** When the new plan starts: null when it already has (an upgrade, charged prorated now). */
  effectiveAt: Date | null;
}

export interface BillingMailer {
  /** A receipt for every payment. */
  sendReceipt(message: ReceiptMessage): Promise<void>;
  /** A second subscription, paid by mistake, was cancelled and refunded at once. */
  sendDuplicateRefunded(message: DuplicateRefundedMessage): Promise<void>;
  /** A renewal failed: update the payment method before the grace ends (the portal link). */
  sendPaymentFailed(message: PaymentFailedMessage): Promise<void>;
  /** The subscription was cancelled at the period's end, or has now ended. */
  sendCancellation(message: CancellationMessage): Promise<void>;
  /** The plan changed (an upgrade), or will at renewal (a downgrade). */
  sendPlanChanged(message: PlanChangedMessage): Promise<void>;
}
