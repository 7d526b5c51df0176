/** The e-mails of billing. The adapter renders them (text and HTML) and delivers them. */
import type { AccountTier, BillingCycle, SubscriptionTierId } from '../members/tiers.ts';

export interface ReceiptMessage {
  to: string;
  firstName: string;
  /** The payment's sequential receipt number. */
  receiptNumber: number;
  tier: SubscriptionTierId | null;
  planType: BillingCycle | null;
  amountCents: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  paidAt: Date;
  /** The provider's invoice page, when it gives one. */
  invoiceUrl: string | null;
  /** The last 4 digits of the card charged, when the provider says. */
  cardLast4: string | null;
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

/** A payment waits for the member to confirm it with their bank (3-D Secure). */
export interface PaymentActionRequiredMessage {
  to: string;
  firstName: string;
  tier: SubscriptionTierId | null;
  /** What the invoice asks for, when the provider says. */
  amountCents: number | null;
  /** The provider's page of the invoice, where the member confirms the payment. */
  invoiceUrl: string;
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

/** What became of the member's paid subscription when staff granted a complimentary tier. */
export type GrantBilling =
  /** They had none running: nothing changes in their billing. */
  | { kind: 'none' }
  /** It runs until `endsAt` and does not renew. */
  | { kind: 'cancel-at-period-end'; endsAt: Date | null }
  /** It ended now, and the unused rest of the period is refunded. */
  | { kind: 'cancelled-now'; refundCents: number };

/** Staff granted the member a tier without payment. */
export interface TierGrantedMessage {
  to: string;
  firstName: string;
  tier: AccountTier;
  billing: GrantBilling;
}

/** Staff took a complimentary tier back: the member is on the free Explorer tier. */
export interface GrantRemovedMessage {
  to: string;
  firstName: string;
  /** The tier they held. */
  tier: AccountTier;
}

export interface BillingMailer {
  /** A receipt for every payment. */
  sendReceipt(message: ReceiptMessage): Promise<void>;
  /** A second subscription, paid by mistake, was cancelled and refunded at once. */
  sendDuplicateRefunded(message: DuplicateRefundedMessage): Promise<void>;
  /** A renewal failed: update the payment method before the grace ends (the portal link). */
  sendPaymentFailed(message: PaymentFailedMessage): Promise<void>;
  /** A payment needs the member's confirmation at the provider's invoice page (the link). */
  sendPaymentActionRequired(message: PaymentActionRequiredMessage): Promise<void>;
  /** The subscription was cancelled at the period's end, or has now ended. */
  sendCancellation(message: CancellationMessage): Promise<void>;
  /** The plan changed (an upgrade), or will at renewal (a downgrade). */
  sendPlanChanged(message: PlanChangedMessage): Promise<void>;
  /** Staff granted a complimentary tier, and what happens to the member's billing. */
  sendTierGranted(message: TierGrantedMessage): Promise<void>;
  /** Staff removed a complimentary tier: back to Explorer. */
  sendGrantRemoved(message: GrantRemovedMessage): Promise<void>;
}
