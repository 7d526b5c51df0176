/** The e-mails of billing. The adapter renders them (text and HTML) and delivers them. */
import type { BillingCycle, SubscriptionTierId } from './tiers.ts';

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
  /** The plan changed (an upgrade), or will at renewal (a downgrade). */
  sendPlanChanged(message: PlanChangedMessage): Promise<void>;
}
