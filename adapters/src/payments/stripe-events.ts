/**
 * The Stripe events the app handles, and what each means to the membership rules. The webhook
 * handler reads events through this table, and `stripe:setup` subscribes the endpoint to exactly
 * its keys, so the two cannot drift apart.
 */
import type Stripe from 'stripe';
import type { PaymentEventType } from '@commons/core/membership/payment-gateway';

type WebhookEventName = Stripe.WebhookEndpointCreateParams.EnabledEvent;

export const handledStripeEvents = {
  'checkout.session.completed': 'checkout-completed',
  'checkout.session.async_payment_succeeded': 'checkout-completed',
  'invoice.paid': 'invoice-paid',
  'invoice.payment_failed': 'payment-failed',
  'invoice.payment_action_required': 'action-required',
  'customer.subscription.created': 'subscription-updated',
  'customer.subscription.updated': 'subscription-updated',
  'customer.subscription.paused': 'subscription-updated',
  'customer.subscription.resumed': 'subscription-updated',
  'customer.subscription.deleted': 'subscription-deleted',
  'charge.refunded': 'refund-recorded',
} as const satisfies Partial<Record<WebhookEventName, Exclude<PaymentEventType, 'other'>>>;

/** The events the webhook endpoint is subscribed to. */
export const stripeWebhookEvents = Object.keys(handledStripeEvents) as (keyof typeof handledStripeEvents)[];

/** What an event means to the membership rules; `other` for any the app does not handle. */
export function paymentEventTypeOf(stripeType: string): PaymentEventType {
  return Object.hasOwn(handledStripeEvents, stripeType)
    ? handledStripeEvents[stripeType as keyof typeof handledStripeEvents]
    : 'other';
}
