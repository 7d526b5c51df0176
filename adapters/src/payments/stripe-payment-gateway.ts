/**
 * The PaymentGateway on Stripe: Checkout Sessions in subscription mode at the catalogue's prices
 * (found by lookup key), one Stripe customer per member, plan changes on the same subscription,
 * signed webhooks, and the subscription's current state for order-independent event handling.
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
  type PaymentGateway,
  type PortalRequest,
  type PendingPlanChange,
  type SubscriptionPlan,
  type SubscriptionState,
  type SubscriptionStatus,
} from '@commons/core/membership/payment-gateway';
import { priceLookupKey, priceOfLookupKey } from '@commons/core/membership/price-catalogue';
import { unusedShareCents } from '@commons/core/membership/proration';
import { billingCycles, findSubscriptionOffer, type BillingCycle } from '@commons/core/members/tiers';
import { createStripeClient } from './stripe-client.ts';
import { paymentEventTypeOf } from './stripe-events.ts';
import { StripePriceCatalogue } from './stripe-price-catalogue.ts';

export { stripeApiVersion } from './stripe-client.ts';

export interface StripeGatewayOptions {
  secretKey: string;
  /** The endpoint's signing secret (whsec_...); without it no webhook can be verified. */
  webhookSecret?: string | undefined;
  /** Another API base URL (a local stub in tests); Stripe's own by default. */
  apiUrl?: string | undefined;
  /** The site's public origin, for the success and cancel URLs. */
  publicUrl: string;
}

const cardDeclined = 'Your card was declined: update your payment method and try again.';

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

export class StripePaymentGateway implements PaymentGateway {
  readonly #stripe: Stripe;
  readonly #webhookSecret: string | undefined;
  readonly #publicUrl: string;
  readonly #customersInFlight = new Map<string, Promise<string>>();
  readonly #prices: StripePriceCatalogue;

  constructor(options: StripeGatewayOptions) {
    this.#stripe = createStripeClient(options);
    this.#prices = new StripePriceCatalogue(this.#stripe);
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
    const price = await this.#prices.priceId(priceLookupKey(request.tier, request.billingCycle));
    const session = await this.#stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: request.customerId,
      client_reference_id: request.memberId,
      line_items: [{ quantity: 1, price }],
      metadata,
      subscription_data: { metadata },
      success_url: `${this.#publicUrl}${request.successPath}`,
      cancel_url: `${this.#publicUrl}${request.cancelPath}`,
    });
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { redirectUrl: session.url, sessionId: session.id };
  }

  async expireOpenCheckouts(customerId: string): Promise<number> {
    let expired = 0;
    for await (const session of this.#stripe.checkout.sessions.list({
      customer: customerId,
      status: 'open',
    })) {
      try {
        await this.#stripe.checkout.sessions.expire(session.id);
        expired += 1;
      } catch (error) {
        // Paid or expired meanwhile: nothing is left open to expire.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
    }
    return expired;
  }

  /**
   * `now` (an upgrade): the item's price is swapped with `proration_behavior: 'always_invoice'`,
   * which Stripe documents as invoicing the prorated difference at once (`create_prorations` would
   * only add it to the next renewal's invoice), and `payment_behavior: 'error_if_incomplete'`, so a
   * declined card fails the request and leaves the plan as it was. `at-renewal` (a downgrade): a
   * subscription schedule whose next phase starts at the period's end, released after it.
   */
  async changePlan(
    subscriptionId: string,
    plan: SubscriptionPlan,
    timing: 'now' | 'at-renewal',
  ): Promise<void> {
    const subscription = await this.#stripe.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
    const price = await this.#prices.priceId(priceLookupKey(plan.tier, plan.billingCycle));
    const metadata = { ...subscription.metadata, tier: plan.tier, billingCycle: plan.billingCycle };
    const scheduleId = idOf(subscription.schedule);
    if (timing === 'now') {
      if (scheduleId) await this.#stripe.subscriptionSchedules.release(scheduleId);
      try {
        await this.#stripe.subscriptions.update(subscriptionId, {
          items: [{ id: item.id, price }],
          proration_behavior: 'always_invoice',
          payment_behavior: 'error_if_incomplete',
          metadata,
        });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError)
          throw new DomainError('PAYMENT_DECLINED', cardDeclined);
        throw error;
      }
      return;
    }
    const schedule = scheduleId
      ? await this.#stripe.subscriptionSchedules.retrieve(scheduleId)
      : await this.#stripe.subscriptionSchedules.create({ from_subscription: subscriptionId });
    const current = schedule.phases[0];
    await this.#stripe.subscriptionSchedules.update(schedule.id, {
      end_behavior: 'release',
      phases: [
        {
          items: [{ price: idOf(item.price)!, quantity: 1 }],
          start_date: current?.start_date ?? item.current_period_start,
          end_date: item.current_period_end,
          metadata: subscription.metadata,
        },
        {
          items: [{ price, quantity: 1 }],
          duration: { interval: plan.billingCycle === 'yearly' ? 'year' : 'month', interval_count: 1 },
          proration_behavior: 'none',
          // Stripe copies a phase's metadata onto the subscription when the phase starts.
          metadata,
        },
      ],
    });
  }

  async dropPendingChange(subscriptionId: string): Promise<void> {
    const subscription = await this.#stripe.subscriptions.retrieve(subscriptionId);
    const scheduleId = idOf(subscription.schedule);
    if (scheduleId) await this.#stripe.subscriptionSchedules.release(scheduleId);
  }

  async parseWebhook(payload: string, signature: string): Promise<PaymentEvent> {
    if (!this.#webhookSecret)
      throw new Error('STRIPE_WEBHOOK_SECRET is not set: webhooks cannot be verified');
    // Stripe's check refuses a signature older than its tolerance, not one dated in the future.
    const signedAt = Number(/(?:^|,)t=(\d+)(?:,|$)/.exec(signature)?.[1]);
    if (signedAt > Date.now() / 1000 + Stripe.webhooks.DEFAULT_TOLERANCE) {
      throw new DomainError('VALIDATION', invalidSignatureMessage);
    }
    let event: unknown;
    try {
      event = await this.#stripe.webhooks.constructEventAsync(payload, signature, this.#webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new DomainError('VALIDATION', invalidSignatureMessage);
      }
      throw error;
    }
    if (!isEventShaped(event)) throw new DomainError('VALIDATION', malformedEventMessage);
    const parsed = toPaymentEvent(event);
    if (parsed.type === 'invoice-paid' && parsed.invoice) {
      parsed.invoice.cardLast4 = await this.#cardLast4Of(parsed.invoice.id);
    }
    return parsed;
  }

  /**
   * The last 4 digits of the card that paid the invoice, for its receipt: Stripe's notification
   * names neither, so the invoice's payment and its payment intent's card are read. Null when the
   * invoice was not paid by card (or Stripe no longer has it); a failure to ask throws, and Stripe
   * delivers the notification again.
   */
  async #cardLast4Of(invoiceId: string): Promise<string | null> {
    try {
      const invoice = await this.#stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
      const paid = invoice.payments?.data?.find((payment) => payment.payment?.type === 'payment_intent');
      const intentId = idOf(paid?.payment?.payment_intent);
      if (!intentId) return null;
      const intent = await this.#stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] });
      const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
      return method?.card?.last4 ?? null;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async subscriptionState(subscriptionId: string): Promise<SubscriptionState | null> {
    let subscription: Stripe.Subscription;
    try {
      subscription = await this.#stripe.subscriptions.retrieve(subscriptionId, {
        expand: ['latest_invoice', 'schedule'],
      });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
    const status = subscriptionStatuses[subscription.status] ?? 'incomplete';
    const latestInvoice =
      typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
    const item = subscription.items?.data?.[0];
    // The price says what is paid for; metadata is the fallback for prices priced inline before.
    const catalogued = priceOfLookupKey(item?.price?.lookup_key);
    const tier = catalogued?.tier ?? findSubscriptionOffer(subscription.metadata?.tier ?? '')?.id ?? null;
    const cycle = catalogued?.billingCycle ?? subscription.metadata?.billingCycle;
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
      pendingChange: pendingChangeOf(subscription, item?.current_period_end),
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
    const subscription = await this.#withLatestPayment(subscriptionId);
    const paymentIntent = latestPaymentIntentOf(subscription);
    // Keys per subscription: a second request (a retried webhook) replays the first answer.
    if (paymentIntent) {
      await this.#stripe.refunds.create(
        { payment_intent: paymentIntent, reason: 'duplicate' },
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

  /**
   * Cancelled first, then refunded the unused rest of the period as of the moment Stripe recorded
   * the end: a retry (after a failed refund) prices the same amount, so the refund's key per
   * subscription replays the first answer instead of refunding twice. The refund never exceeds
   * what the latest invoice took.
   */
  async cancelSubscriptionNowWithProratedRefund(subscriptionId: string): Promise<number> {
    const subscription = await this.#withLatestPayment(subscriptionId);
    const canceledAt =
      subscription.status === 'canceled'
        ? subscription.canceled_at
        : (
            await this.#stripe.subscriptions.cancel(
              subscriptionId,
              {},
              { idempotencyKey: `commons-cancel-${subscriptionId}` },
            )
          ).canceled_at;
    const item = subscription.items?.data?.[0];
    const paymentIntent = latestPaymentIntentOf(subscription);
    const periodStart = fromUnixSeconds(item?.current_period_start);
    const periodEnd = fromUnixSeconds(item?.current_period_end);
    const at = fromUnixSeconds(canceledAt);
    if (!paymentIntent || !periodStart || !periodEnd || !at) return 0;
    const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
    const refundCents = Math.min(
      unusedShareCents(item?.price?.unit_amount ?? 0, { periodStart, periodEnd, at }),
      invoice?.amount_paid ?? Number.POSITIVE_INFINITY,
    );
    if (refundCents <= 0) return 0;
    await this.#stripe.refunds.create(
      { payment_intent: paymentIntent, amount: refundCents, reason: 'requested_by_customer' },
      { idempotencyKey: `commons-prorated-refund-${subscriptionId}` },
    );
    return refundCents;
  }

  #withLatestPayment(subscriptionId: string): Promise<Stripe.Subscription> {
    return this.#stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice.payments'] });
  }
}

/** The payment intent that paid the subscription's latest invoice, if its payments are expanded. */
function latestPaymentIntentOf(subscription: Stripe.Subscription): string | null {
  const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
  const paid = invoice?.payments?.data?.find((payment) => payment.payment?.type === 'payment_intent');
  return idOf(paid?.payment?.payment_intent);
}

/** The schedule's phase that starts when the current period ends, as the plan it moves to. */
function pendingChangeOf(
  subscription: Stripe.Subscription,
  periodEnd: number | undefined,
): PendingPlanChange | null {
  const schedule = typeof subscription.schedule === 'object' ? subscription.schedule : null;
  if (!schedule || schedule.status !== 'active' || !periodEnd) return null;
  const next = schedule.phases.find((phase) => phase.start_date >= periodEnd);
  const tier = findSubscriptionOffer(next?.metadata?.tier ?? '')?.id;
  const cycle = next?.metadata?.billingCycle as BillingCycle | undefined;
  if (!next || !tier || !cycle || !billingCycles.includes(cycle)) return null;
  return { tier, billingCycle: cycle, effectiveAt: new Date(next.start_date * 1000) };
}

/** Reads the fields the membership rules need from a verified Stripe event. */
const malformedEventMessage = 'Malformed payment notification';

/** What toPaymentEvent reads of any event; a signed body of another shape is the sender's mistake. */
function isEventShaped(event: unknown): event is Stripe.Event {
  if (typeof event !== 'object' || event === null || Array.isArray(event)) return false;
  const { id, type, created, data } = event as Record<string, unknown>;
  const object: unknown =
    typeof data === 'object' && data !== null ? (data as { object?: unknown }).object : null;
  return (
    typeof id === 'string' &&
    id !== '' &&
    typeof type === 'string' &&
    Number.isInteger(created) &&
    typeof object === 'object' &&
    object !== null &&
    !Array.isArray(object)
  );
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const type = paymentEventTypeOf(event.type);
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
    case 'payment-failed':
    case 'action-required': {
      const invoice = object as unknown as Stripe.Invoice & { subscription?: Expandable };
      return {
        ...base,
        invoice: type === 'payment-failed' ? null : invoiceOf(invoice, type),
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

/**
 * The receipt's facts of a paid invoice (the subscription line's period, else the invoice's), or
 * what an invoice waiting for the member's confirmation asks for.
 */
function invoiceOf(invoice: Stripe.Invoice, type: 'invoice-paid' | 'action-required'): PaidInvoice | null {
  if (!invoice.id) return null;
  const period = invoice.lines?.data?.[0]?.period;
  return {
    id: invoice.id,
    amountCents: (type === 'invoice-paid' ? invoice.amount_paid : invoice.amount_due) ?? 0,
    periodStart: fromUnixSeconds(period?.start ?? invoice.period_start),
    periodEnd: fromUnixSeconds(period?.end ?? invoice.period_end),
    url: invoice.hosted_invoice_url ?? null,
  };
}
