/**
 * The PaymentGateway on Stripe: Checkout Sessions in subscription mode priced inline from the
 * catalogue (no dashboard setup), one Stripe customer per member, signed webhooks, and the
 * subscription's current state for order-independent event handling.
 */
import Stripe from 'stripe';
import { DomainError } from '@commons/core/shared/domain-error';
import {
  invalidSignatureMessage,
  type CheckoutRequest,
  type CheckoutSession,
  type PaidInvoice,
  type PaymentCustomerDetails,
  type PaymentEvent,
  type PaymentEventType,
  type PaymentGateway,
  type PortalRequest,
  type SubscriptionState,
  type SubscriptionStatus,
} from '@commons/core/membership/payment-gateway';
import { billingCycles, findSubscriptionOffer, type BillingCycle } from '@commons/core/membership/tiers';

export interface StripeGatewayOptions {
  secretKey: string;
  /** The endpoint's signing secret (whsec_...); without it no webhook can be verified. */
  webhookSecret?: string | undefined;
  /** Another API base URL (a local stub in tests); Stripe's own by default. */
  apiUrl?: string | undefined;
  /** The site's public origin, for the success and cancel URLs. */
  publicUrl: string;
}

const eventTypes: Record<string, PaymentEventType> = {
  'checkout.session.completed': 'checkout-completed',
  'checkout.session.async_payment_succeeded': 'checkout-completed',
  'invoice.paid': 'invoice-paid',
  'invoice.payment_failed': 'payment-failed',
  'customer.subscription.created': 'subscription-updated',
  'customer.subscription.updated': 'subscription-updated',
  'customer.subscription.paused': 'subscription-updated',
  'customer.subscription.resumed': 'subscription-updated',
  'customer.subscription.deleted': 'subscription-deleted',
  'charge.refunded': 'refund-recorded',
};

const subscriptionStatuses: Record<string, SubscriptionStatus> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past-due',
  unpaid: 'lapsed',
  paused: 'lapsed',
  canceled: 'ended',
  incomplete_expired: 'ended',
  incomplete: 'incomplete',
};

type Expandable = string | { id: string } | null | undefined;
const idOf = (value: Expandable): string | null => (typeof value === 'string' ? value : (value?.id ?? null));
const fromUnixSeconds = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/**
 * The API version every request names, pinned so a change in the account's default version cannot
 * change the shapes read here (the subscription's period lives on its items since 2025).
 */
export const stripeApiVersion = '2026-10-28.endive' as const;

function clientOptions(apiUrl: string | undefined): ConstructorParameters<typeof Stripe>[1] {
  const base = {
    apiVersion: stripeApiVersion,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'commons-membership' },
  };
  if (!apiUrl) return base;
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...base, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export class StripePaymentGateway implements PaymentGateway {
  readonly #stripe: Stripe;
  readonly #webhookSecret: string | undefined;
  readonly #publicUrl: string;
  readonly #customersInFlight = new Map<string, Promise<string>>();

  constructor(options: StripeGatewayOptions) {
    this.#stripe = new Stripe(options.secretKey, clientOptions(options.apiUrl));
    this.#webhookSecret = options.webhookSecret;
    this.#publicUrl = options.publicUrl.replace(/\/$/, '');
  }

  /**
   * Concurrent calls for one member in this process share one request: Stripe answers a second
   * request with the same idempotency key while the first is in flight with 409, which the SDK
   * retries only after a back-off.
   */
  createCustomer(details: PaymentCustomerDetails): Promise<string> {
    const inFlight = this.#customersInFlight.get(details.memberId);
    if (inFlight) return inFlight;
    const creating = this.#stripe.customers
      .create(
        { email: details.email, name: details.name, metadata: { memberId: details.memberId } },
        // Stripe replays the first answer for the same key (24 h): a retry never makes a second one.
        { idempotencyKey: `commons-customer-${details.memberId}` },
      )
      .then((customer) => customer.id)
      .finally(() => this.#customersInFlight.delete(details.memberId));
    this.#customersInFlight.set(details.memberId, creating);
    return creating;
  }

  async startCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const metadata = { memberId: request.memberId, tier: request.tier, billingCycle: request.billingCycle };
    const session = await this.#stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: request.customerId,
      client_reference_id: request.memberId,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: request.amountCents,
            recurring: { interval: request.billingCycle === 'yearly' ? 'year' : 'month' },
            product_data: { name: request.productName },
          },
        },
      ],
      metadata,
      subscription_data: { metadata },
      success_url: `${this.#publicUrl}${request.successPath}`,
      cancel_url: `${this.#publicUrl}${request.cancelPath}`,
    });
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { redirectUrl: session.url, sessionId: session.id };
  }

  async parseWebhook(payload: string, signature: string): Promise<PaymentEvent> {
    if (!this.#webhookSecret)
      throw new Error('STRIPE_WEBHOOK_SECRET is not set: webhooks cannot be verified');
    let event: Stripe.Event;
    try {
      event = await this.#stripe.webhooks.constructEventAsync(payload, signature, this.#webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new DomainError('VALIDATION', invalidSignatureMessage);
      }
      throw error;
    }
    return toPaymentEvent(event);
  }

  async subscriptionState(subscriptionId: string): Promise<SubscriptionState | null> {
    let subscription: Stripe.Subscription;
    try {
      subscription = await this.#stripe.subscriptions.retrieve(subscriptionId, {
        expand: ['latest_invoice'],
      });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
    const status = subscriptionStatuses[subscription.status] ?? 'incomplete';
    const latestInvoice =
      typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
    const tier = findSubscriptionOffer(subscription.metadata?.tier ?? '')?.id ?? null;
    const cycle = subscription.metadata?.billingCycle;
    const item = subscription.items?.data?.[0];
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer),
      memberId: subscription.metadata?.memberId ?? null,
      status,
      tier,
      billingCycle: billingCycles.includes(cycle as BillingCycle) ? (cycle as BillingCycle) : null,
      pastDueSince:
        status === 'past-due' && latestInvoice
          ? fromUnixSeconds(latestInvoice.status_transitions?.finalized_at ?? latestInvoice.created)
          : null,
      amountCents: item?.price?.unit_amount ?? null,
      currentPeriodEnd: fromUnixSeconds(item?.current_period_end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
    };
  }

  async openCustomerPortal(request: PortalRequest): Promise<string> {
    const session = await this.#stripe.billingPortal.sessions.create({
      customer: request.customerId,
      return_url: `${this.#publicUrl}${request.returnPath}`,
    });
    return session.url;
  }

  async updateCustomerEmail(customerId: string, email: string): Promise<void> {
    await this.#stripe.customers.update(customerId, { email });
  }

  async cancelSubscriptionNow(subscriptionId: string): Promise<void> {
    try {
      // No proration credit: the member closes the account and asks for nothing back.
      await this.#stripe.subscriptions.cancel(subscriptionId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return;
      throw error;
    }
  }

  async cancelAndRefund(subscriptionId: string): Promise<void> {
    const subscription = await this.#stripe.subscriptions.retrieve(subscriptionId, {
      expand: ['latest_invoice.payments'],
    });
    const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
    const paymentIntent = invoice?.payments?.data?.find((paid) => paid.payment?.type === 'payment_intent')
      ?.payment?.payment_intent;
    // Keys per subscription: a second request (a retried webhook) replays the first answer.
    if (paymentIntent) {
      await this.#stripe.refunds.create(
        { payment_intent: idOf(paymentIntent)!, reason: 'duplicate' },
        { idempotencyKey: `commons-refund-${subscriptionId}` },
      );
    }
    if (subscription.status !== 'canceled') {
      await this.#stripe.subscriptions.cancel(
        subscriptionId,
        {},
        { idempotencyKey: `commons-cancel-${subscriptionId}` },
      );
    }
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void> {
    await this.#stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
  }
}

/** Reads the fields the membership rules need from a verified Stripe event. */
function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const type = eventTypes[event.type] ?? 'other';
  const base: PaymentEvent = {
    id: event.id,
    type,
    providerType: event.type,
    memberId: null,
    customerId: null,
    subscriptionId: null,
    amountCents: null,
    occurredAt: new Date(event.created * 1000),
  };
  const object = event.data.object as unknown as Record<string, unknown>;
  switch (type) {
    case 'checkout-completed': {
      const session = object as unknown as Stripe.Checkout.Session;
      return {
        ...base,
        memberId: session.client_reference_id ?? null,
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
      };
    }
    case 'invoice-paid':
    case 'payment-failed': {
      const invoice = object as unknown as Stripe.Invoice & { subscription?: Expandable };
      return {
        ...base,
        invoice: type === 'invoice-paid' ? paidInvoiceOf(invoice) : null,
        customerId: idOf(invoice.customer),
        // Newer API versions name the subscription under parent; older ones at the top level.
        subscriptionId:
          idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription),
      };
    }
    case 'subscription-updated':
    case 'subscription-deleted': {
      const subscription = object as unknown as Stripe.Subscription;
      return { ...base, customerId: idOf(subscription.customer), subscriptionId: subscription.id };
    }
    case 'refund-recorded': {
      const charge = object as unknown as Stripe.Charge;
      return { ...base, customerId: idOf(charge.customer), amountCents: charge.amount_refunded };
    }
    case 'other':
      return base;
  }
}

/** The receipt's facts of a paid invoice: the subscription line's period, else the invoice's. */
function paidInvoiceOf(invoice: Stripe.Invoice): PaidInvoice | null {
  if (!invoice.id) return null;
  const period = invoice.lines?.data?.[0]?.period;
  return {
    id: invoice.id,
    amountCents: invoice.amount_paid ?? 0,
    periodStart: fromUnixSeconds(period?.start ?? invoice.period_start),
    periodEnd: fromUnixSeconds(period?.end ?? invoice.period_end),
    url: invoice.hosted_invoice_url ?? null,
  };
}
