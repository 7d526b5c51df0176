/**
 * The payment provider as the membership rules see it: hosted checkout pages, the provider's
 * customer record of a member, verified notifications, and the current state of a subscription.
 * Implemented by Stripe and by the local payment simulator.
 */
import type { BillingCycle, SubscriptionTierId } from '../members/tiers.ts';

export interface PaymentCustomerDetails {
  memberId: string;
  email: string;
  name: string;
}

export interface CheckoutRequest {
  memberId: string;
  /** The member's customer at the provider, created once and reused for every checkout. */
  customerId: string;
  email: string;
  tier: SubscriptionTierId;
  /** "Builder membership": what the payment page shows. */
  productName: string;
  billingCycle: BillingCycle;
  /** The price of one billing period, in US cents. */
  amountCents: number;
  /** Site paths (with query) the provider sends the member back to. */
  successPath: string;
  cancelPath: string;
}

export interface CheckoutSession {
  /** Where the browser goes to pay. */
  redirectUrl: string;
  sessionId: string;
}

/** What a verified notification from the provider says happened, in the product's words. */
export type PaymentEventType =
  | 'checkout-completed'
  | 'invoice-paid'
  | 'payment-failed'
  /** The member's bank asks them to confirm the payment (3-D Secure) at the invoice's page. */
  | 'action-required'
  | 'subscription-updated'
  | 'subscription-deleted'
  | 'refund-recorded'
  | 'other';

export interface PaymentEvent {
  /** The provider's unique event id: an event is applied at most once. */
  id: string;
  type: PaymentEventType;
  /** The provider's own name for it ("invoice.paid"), for logs. */
  providerType: string;
  /** Set when the provider echoes our member id (checkout's client reference). */
  memberId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  /** For refunds: how much was refunded in total, in cents. */
  amountCents: number | null;
  /**
   * For a paid invoice: what the receipt and the payments list show; for one waiting for the
   * member's confirmation (`action-required`): its id, the amount due and its page.
   */
  invoice?: PaidInvoice | null;
  occurredAt: Date;
}

/** One paid invoice of a subscription, as the provider reports it. */
export interface PaidInvoice {
  id: string;
  amountCents: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  /** The provider's page of the invoice, when it has one. */
  url: string | null;
  /** The last 4 digits of the card that paid it, when the provider says (never for an unpaid one). */
  cardLast4?: string | null;
}

/**
 * A subscription's state right now, in the product's words:
 * - `active`: paid up (also a trial);
 * - `past-due`: the latest payment failed and the provider is retrying;
 * - `lapsed`: the provider gave up collecting (or paused collection);
 * - `ended`: cancelled, or never completed;
 * - `incomplete`: the first payment is still being made.
 */
export type SubscriptionStatus = 'active' | 'past-due' | 'lapsed' | 'ended' | 'incomplete';

export interface SubscriptionState {
  id: string;
  customerId: string | null;
  /** The member id recorded on the subscription when the checkout started. */
  memberId: string | null;
  status: SubscriptionStatus;
  tier: SubscriptionTierId | null;
  billingCycle: BillingCycle | null;
  /** When the unpaid invoice of a past-due subscription became due; null otherwise. */
  pastDueSince: Date | null;
  /** The price of one billing period, in cents (null when the provider does not say). */
  amountCents: number | null;
  /** When the period paid for ends: the next billing date, or the end of a cancelled one. */
  currentPeriodEnd: Date | null;
  /** Cancelled by the member: it runs until `currentPeriodEnd` and does not renew. */
  cancelAtPeriodEnd: boolean;
  /** A downgrade the member chose, which the provider applies at the next renewal. */
  pendingChange?: PendingPlanChange | null;
}

/** The plan a subscription moves to at `effectiveAt` (the end of the period paid for). */
export interface PendingPlanChange {
  tier: SubscriptionTierId;
  billingCycle: BillingCycle;
  effectiveAt: Date;
}

/** The plan a subscription is moved to: a catalogue price. */
export interface SubscriptionPlan {
  tier: SubscriptionTierId;
  billingCycle: BillingCycle;
}

export interface PortalRequest {
  memberId: string;
  /** The member's customer at the provider. */
  customerId: string;
  /** The site path (with fragment) the portal's return link leads back to. */
  returnPath: string;
}

export interface PaymentGateway {
  /**
   * Creates the member's customer record at the provider. Idempotent per member where the
   * provider allows it, so a retry after a crash finds the same customer.
   */
  createCustomer(details: PaymentCustomerDetails): Promise<string>;
  /** Opens a hosted checkout for a subscription at the catalogue's price of the tier and cycle. */
  startCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Expires the customer's checkouts still open, so that only the newest can be paid. Returns how
   * many it expired.
   */
  expireOpenCheckouts(customerId: string): Promise<number>;
  /**
   * Moves a subscription to another plan of the catalogue. `now`: at once, prorated, and the
   * difference charged at once (an upgrade; throws when the charge fails, leaving the plan as it
   * was). `at-renewal`: from the end of the period paid for (a downgrade), replacing any change
   * already pending. Either drops a pending change it does not make itself.
   */
  changePlan(subscriptionId: string, plan: SubscriptionPlan, timing: 'now' | 'at-renewal'): Promise<void>;
  /** Drops the change pending at renewal, if any: the subscription renews on its current plan. */
  dropPendingChange(subscriptionId: string): Promise<void>;
  /**
   * Verifies a notification's signature and reads it, with what a receipt needs that the
   * notification itself does not carry (the card of a paid invoice, asked of the provider). Throws
   * DomainError VALIDATION when the signature does not match the payload (tampered, wrong secret,
   * too old).
   */
  parseWebhook(payload: string, signature: string): Promise<PaymentEvent>;
  /** The subscription's state now, or null when the provider does not know it. */
  subscriptionState(subscriptionId: string): Promise<SubscriptionState | null>;
  /**
   * Opens the provider's customer portal for the member (payment method, invoices) and returns
   * its address; a portal session is short-lived, so it is opened for each visit.
   */
  openCustomerPortal(request: PortalRequest): Promise<string>;
  /** Moves the customer's record to the member's new e-mail address (receipts go there). */
  updateCustomerEmail(customerId: string, email: string): Promise<void>;
  /**
   * Ends the subscription now, not at the period's end, with no further charge (the member closed
   * the account). An unknown or already ended subscription is left as it is.
   */
  cancelSubscriptionNow(subscriptionId: string): Promise<void>;
  /**
   * Cancels at the end of the period paid for (`true`), or takes that back (`false`). The provider
   * reports the change as a subscription update, which is applied like any other.
   */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /**
   * Ends a subscription at once and refunds what was paid for it: a second subscription paid by
   * mistake (two tabs). Idempotent: asking again for the same subscription changes nothing.
   */
  cancelAndRefund(subscriptionId: string): Promise<void>;
  /**
   * Ends the subscription at once and refunds the unused rest of the period paid for, prorated by
   * the second from the moment it ended (staff granted the member a complimentary tier). Returns
   * the cents refunded. Idempotent: asking again refunds nothing more and returns the same amount.
   */
  cancelSubscriptionNowWithProratedRefund(subscriptionId: string): Promise<number>;
}

export const invalidSignatureMessage = 'Invalid payment notification signature';
