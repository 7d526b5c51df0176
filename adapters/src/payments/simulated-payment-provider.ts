/**
 * A payment provider simulated in memory: one customer per member, hosted checkouts that are paid
 * or cancelled, the active subscription a payment creates, its renewals and prorated upgrades. The
 * local payment simulator (simulated-payment-gateway.ts) is this lifecycle with the site's paths
 * and the system clock; its tests give it their own clock.
 */
import type { BillingCycle, SubscriptionTierId } from '@commons/core/members/tiers';
import {
  invalidSignatureMessage,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentCustomerDetails,
  type PaymentEvent,
  type PaidInvoice,
  type PaymentGateway,
  type PortalRequest,
  type SubscriptionPlan,
  type SubscriptionState,
} from '@commons/core/membership/payment-gateway';
import { cataloguePrice } from '@commons/core/membership/price-catalogue';
import { unusedShareCents, upgradeProrationCents } from '@commons/core/membership/proration';
import type { Clock } from '@commons/core/shared/clock';
import { DomainError } from '@commons/core/shared/domain-error';

/**
 * The same day `periods` billing periods later (earlier when negative), as Stripe dates renewals:
 * on the month's last day when that month has no such day (Jan 31 -> Feb 28, Feb 29 -> Feb 28).
 */
function shiftedByBillingPeriods(from: Date, cycle: BillingCycle, periods: number): Date {
  const shifted = new Date(from);
  shifted.setUTCDate(1);
  shifted.setUTCMonth(shifted.getUTCMonth() + (cycle === 'yearly' ? 12 : 1) * periods);
  const daysInMonth = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0)).getUTCDate();
  shifted.setUTCDate(Math.min(from.getUTCDate(), daysInMonth));
  return shifted;
}

/** The renewal date: one month or one year later. */
export function afterOneBillingPeriod(from: Date, cycle: BillingCycle): Date {
  return shiftedByBillingPeriods(from, cycle, 1);
}

/** Where a period ending at `end` began. */
function oneBillingPeriodBefore(end: Date, cycle: BillingCycle): Date {
  return shiftedByBillingPeriods(end, cycle, -1);
}

/** Receives a notification the simulator sends by itself, as Stripe sends a webhook. */
export type SimulatedNotificationListener = (event: PaymentEvent) => void;

/**
 * A subscription the simulator renews: active, on a catalogue plan, with a period end. A past-due
 * one is not charged again at renewal (Stripe retries the unpaid invoice instead); the simulator
 * never fails a payment, so only a test's own subscription can be past due.
 */
type RenewableSubscription = SubscriptionState & {
  tier: SubscriptionTierId;
  billingCycle: BillingCycle;
  currentPeriodEnd: Date;
};

function isRenewable(state: SubscriptionState): state is RenewableSubscription {
  return (
    state.status === 'active' &&
    state.tier !== null &&
    state.billingCycle !== null &&
    state.currentPeriodEnd !== null
  );
}

export interface SimulatedCheckout {
  id: string;
  request: CheckoutRequest;
  status: 'open' | 'complete' | 'cancelled' | 'expired';
  subscriptionId: string | null;
  /** The checkout-completed event, once paid: paying again reports the same one. */
  eventId: string | null;
  /** The first invoice, paid with the checkout. */
  invoice: PaidInvoice | null;
  createdAt: Date;
}

/** A visit to the simulated customer portal, like a Stripe billing portal session. */
export interface SimulatedPortalSession extends PortalRequest {
  id: string;
}

/** A paid invoice as the simulator's invoice page shows it. */
export interface SimulatedInvoice extends PaidInvoice {
  tier: SubscriptionState['tier'];
  billingCycle: SubscriptionState['billingCycle'];
  paidAt: Date;
}

/** The card every simulated payment is made with: Stripe's test Visa. */
export const simulatedCardLast4 = '4242';

export interface SimulatedPaymentsOptions {
  /** A new unique id for a customer, a checkout session, a subscription, an event or a portal visit. */
  newId: (kind: 'cus' | 'cs' | 'sub' | 'evt' | 'in' | 'bps') => string;
  /** Where the browser goes to pay for a session. */
  checkoutUrl: (sessionId: string) => string;
  /** Where the browser goes to see a portal session. */
  portalUrl: (portalSessionId: string) => string;
  /** The invoice's own page, as Stripe's hosted invoice page. */
  invoiceUrl: (invoiceId: string) => string;
  clock: Clock;
}

/**
 * A subscription this process never saw: the simulator's live only in the memory of the server
 * that took the payment, so the CLI (another process) or the same server restarted cannot end them.
 */
export const unknownSimulatedSubscriptionMessage =
  'The payment simulator does not know this subscription: it keeps subscriptions in the memory of the server that took the payment, so neither the CLI nor a restarted server can change them';

/** Open sessions kept at most; the oldest are forgotten first, like expired Stripe sessions. */
const maxSessions = 1000;

export class SimulatedPaymentProvider implements PaymentGateway {
  protected readonly subscriptions = new Map<string, SubscriptionState>();
  readonly #customers = new Map<string, string>();
  readonly #customerEmails = new Map<string, string>();
  readonly #sessions = new Map<string, SimulatedCheckout>();
  readonly #portalSessions = new Map<string, SimulatedPortalSession>();
  /** When each subscription's current period began (Stripe's `current_period_start`). */
  readonly #periodStarts = new Map<string, Date>();
  readonly #listeners = new Set<SimulatedNotificationListener>();
  readonly #invoices = new Map<string, SimulatedInvoice>();
  readonly #options: SimulatedPaymentsOptions;

  constructor(options: SimulatedPaymentsOptions) {
    this.#options = options;
  }

  customerOf(memberId: string): string | null {
    return this.#customers.get(memberId) ?? null;
  }

  async createCustomer(details: PaymentCustomerDetails): Promise<string> {
    const existing = this.#customers.get(details.memberId);
    if (existing) return existing;
    const customerId = this.#options.newId('cus');
    this.#customers.set(details.memberId, customerId);
    this.#customerEmails.set(customerId, details.email);
    return customerId;
  }

  async startCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const id = this.#options.newId('cs');
    this.#sessions.set(id, {
      id,
      request: { ...request },
      status: 'open',
      subscriptionId: null,
      eventId: null,
      invoice: null,
      createdAt: this.#options.clock.now(),
    });
    if (this.#sessions.size > maxSessions) this.#sessions.delete(this.#sessions.keys().next().value!);
    return { redirectUrl: this.#options.checkoutUrl(id), sessionId: id };
  }

  async openCustomerPortal(request: PortalRequest): Promise<string> {
    const id = this.#options.newId('bps');
    this.#portalSessions.set(id, { ...request, id });
    if (this.#portalSessions.size > maxSessions)
      this.#portalSessions.delete(this.#portalSessions.keys().next().value!);
    return this.#options.portalUrl(id);
  }

  /** A paid invoice, for its page; null when unknown (or forgotten with the oldest). */
  invoice(id: string): SimulatedInvoice | null {
    const invoice = this.#invoices.get(id);
    return invoice ? { ...invoice } : null;
  }

  /** Issues a paid invoice of the subscription's plan, paid by the test card, with its own page. */
  #paidInvoice(
    state: Pick<SubscriptionState, 'tier' | 'billingCycle'>,
    amountCents: number,
    periodStart: Date,
    periodEnd: Date | null,
  ): PaidInvoice {
    const id = this.#options.newId('in');
    const invoice: PaidInvoice = {
      id,
      amountCents,
      periodStart,
      periodEnd,
      url: this.#options.invoiceUrl(id),
      cardLast4: simulatedCardLast4,
    };
    this.#invoices.set(id, {
      ...invoice,
      tier: state.tier,
      billingCycle: state.billingCycle,
      paidAt: this.#options.clock.now(),
    });
    if (this.#invoices.size > maxSessions) this.#invoices.delete(this.#invoices.keys().next().value!);
    return invoice;
  }

  portalSession(id: string): SimulatedPortalSession | null {
    const session = this.#portalSessions.get(id);
    return session ? { ...session } : null;
  }

  async expireOpenCheckouts(customerId: string): Promise<number> {
    let expired = 0;
    for (const session of this.#sessions.values()) {
      if (session.status === 'open' && session.request.customerId === customerId) {
        session.status = 'expired';
        expired += 1;
      }
    }
    return expired;
  }

  /**
   * Like Stripe: `now` switches the price at once and invoices the prorated difference at once
   * (`always_invoice`), which is paid: the `invoice-paid` notification follows, sent to the
   * listeners after this call returns, as Stripe's webhook follows its API answer. `at-renewal`
   * keeps the current plan until the period's end and records the change pending.
   */
  async changePlan(
    subscriptionId: string,
    plan: SubscriptionPlan,
    timing: 'now' | 'at-renewal',
  ): Promise<void> {
    const state = this.subscriptions.get(subscriptionId);
    if (!state || state.status === 'ended') throw new DomainError('NOT_FOUND', 'No such subscription');
    if (timing === 'at-renewal') {
      state.pendingChange = state.currentPeriodEnd && { ...plan, effectiveAt: state.currentPeriodEnd };
      return;
    }
    const now = this.#options.clock.now();
    const anchorMoves = plan.billingCycle !== state.billingCycle;
    const newAmountCents = cataloguePrice(plan.tier, plan.billingCycle).amountCents;
    // Only a subscription with a plan and a period paid for has anything to prorate.
    const prorated = isRenewable(state)
      ? upgradeProrationCents({
          oldAmountCents: cataloguePrice(state.tier, state.billingCycle).amountCents,
          periodStart: this.#periodStartOf(state),
          periodEnd: state.currentPeriodEnd,
          newAmountCents,
          intervalChanges: anchorMoves,
          at: now,
        })
      : null;
    Object.assign(state, {
      tier: plan.tier,
      billingCycle: plan.billingCycle,
      amountCents: newAmountCents,
      pendingChange: null,
      // A new interval starts a new period today, as Stripe resets the billing anchor.
      currentPeriodEnd: anchorMoves ? afterOneBillingPeriod(now, plan.billingCycle) : state.currentPeriodEnd,
    });
    if (anchorMoves) this.#periodStarts.set(state.id, now);
    if (prorated === null) return;
    const invoice = this.#paidInvoice(state, prorated, now, state.currentPeriodEnd);
    this.#send({ ...this.#event(state.id, 'invoice-paid', 'simulator.invoice.paid'), invoice });
  }

  /**
   * Subscribes to the notifications the simulator sends by itself (an upgrade's paid invoice), as
   * a webhook endpoint receives Stripe's. Returns the way to unsubscribe.
   */
  onNotification(listener: SimulatedNotificationListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Delivered once the current call has returned, never inside it, like a webhook. */
  #send(event: PaymentEvent): void {
    for (const listener of this.#listeners) setTimeout(() => listener(event), 0);
  }

  /** A subscription a test set directly has no recorded start: its period is one cycle long. */
  #periodStartOf(state: RenewableSubscription): Date {
    return (
      this.#periodStarts.get(state.id) ?? oneBillingPeriodBefore(state.currentPeriodEnd, state.billingCycle)
    );
  }

  async dropPendingChange(subscriptionId: string): Promise<void> {
    const state = this.subscriptions.get(subscriptionId);
    if (state) state.pendingChange = null;
  }

  /** A simulated provider sends no webhooks: nothing it could receive is genuine. */
  async parseWebhook(_payload: string, _signature: string): Promise<PaymentEvent> {
    throw new DomainError('VALIDATION', invalidSignatureMessage);
  }

  async subscriptionState(subscriptionId: string): Promise<SubscriptionState | null> {
    const state = this.subscriptions.get(subscriptionId);
    return state ? { ...state } : null;
  }

  async updateCustomerEmail(customerId: string, email: string): Promise<void> {
    this.#customerEmails.set(customerId, email);
  }

  /** The e-mail last set on a customer (the checkout's until changed); null when never set. */
  customerEmail(customerId: string): string | null {
    return this.#customerEmails.get(customerId) ?? null;
  }

  async cancelSubscriptionNow(subscriptionId: string): Promise<void> {
    const state = this.subscriptions.get(subscriptionId);
    if (state) this.subscriptions.set(subscriptionId, { ...state, status: 'ended', pastDueSince: null });
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void> {
    const state = this.subscriptions.get(subscriptionId);
    if (!state) throw new DomainError('NOT_FOUND', unknownSimulatedSubscriptionMessage);
    state.cancelAtPeriodEnd = cancel;
  }

  async cancelAndRefund(subscriptionId: string): Promise<void> {
    const state = this.subscriptions.get(subscriptionId);
    if (!state) throw new DomainError('NOT_FOUND', unknownSimulatedSubscriptionMessage);
    state.status = 'ended';
    state.cancelAtPeriodEnd = false;
    this.refunded.add(subscriptionId);
  }

  /** Subscriptions refunded in full (by `cancelAndRefund`). */
  readonly refunded = new Set<string>();

  async cancelSubscriptionNowWithProratedRefund(subscriptionId: string): Promise<number> {
    const state = this.subscriptions.get(subscriptionId);
    if (!state) throw new DomainError('NOT_FOUND', unknownSimulatedSubscriptionMessage);
    const done = this.proratedRefunds.get(subscriptionId);
    if (done !== undefined) return done;
    const refundCents =
      isRenewable(state) && state.amountCents !== null
        ? unusedShareCents(state.amountCents, {
            periodStart: this.#periodStartOf(state),
            periodEnd: state.currentPeriodEnd,
            at: this.#options.clock.now(),
          })
        : 0;
    Object.assign(state, { status: 'ended', cancelAtPeriodEnd: false, pastDueSince: null });
    this.proratedRefunds.set(subscriptionId, refundCents);
    return refundCents;
  }

  /** Cents refunded by `cancelSubscriptionNowWithProratedRefund`, by subscription. */
  readonly proratedRefunds = new Map<string, number>();

  /**
   * The notification the provider sends when a subscription changes (a cancellation at period end,
   * a resume), for the caller to apply like a webhook's.
   */
  subscriptionUpdated(subscriptionId: string): PaymentEvent {
    return this.#event(subscriptionId, 'subscription-updated', 'simulator.subscription.updated');
  }

  /**
   * Renews every active subscription whose period has ended by now, as Stripe does at
   * `currentPeriodEnd`; returns the notifications Stripe would send, in order, for the caller to
   * apply like a webhook's. A subscription left unrenewed for several periods (the server was
   * down) is renewed once per period, each with its invoice.
   */
  renewDue(): PaymentEvent[] {
    const now = this.#options.clock.now();
    const events: PaymentEvent[] = [];
    for (const state of this.subscriptions.values()) {
      while (isRenewable(state) && state.currentPeriodEnd <= now) events.push(...this.#renew(state));
    }
    return events;
  }

  /**
   * Renews one subscription now, as though its period had just ended (the simulator's portal
   * "Renew now", for demos and tests): the same notifications as `renewDue`. None for an unknown
   * or ended subscription.
   */
  renewNow(subscriptionId: string): PaymentEvent[] {
    const state = this.subscriptions.get(subscriptionId);
    return state && isRenewable(state) ? this.#renew(state) : [];
  }

  /** The customer's active subscription (the one the portal shows and renews), or null. */
  liveSubscriptionOf(customerId: string): SubscriptionState | null {
    for (const state of this.subscriptions.values()) {
      if (state.customerId === customerId && isRenewable(state)) return { ...state };
    }
    return null;
  }

  /**
   * One renewal at the period's end. Cancelled at period end: the subscription ends
   * (customer.subscription.deleted). Otherwise a pending change takes effect first (the schedule's
   * next phase: customer.subscription.updated), then the next period is charged at the
   * catalogue's price (invoice.paid, whose receipt the member gets).
   */
  #renew(state: RenewableSubscription): PaymentEvent[] {
    if (state.cancelAtPeriodEnd) {
      Object.assign(state, { status: 'ended', pendingChange: null, pastDueSince: null });
      return [this.#event(state.id, 'subscription-deleted', 'simulator.subscription.deleted')];
    }
    const events: PaymentEvent[] = [];
    const change = state.pendingChange;
    if (change) {
      Object.assign(state, {
        tier: change.tier,
        billingCycle: change.billingCycle,
        amountCents: cataloguePrice(change.tier, change.billingCycle).amountCents,
        pendingChange: null,
      });
      events.push(this.#event(state.id, 'subscription-updated', 'simulator.subscription.updated'));
    }
    const periodStart = state.currentPeriodEnd;
    const periodEnd = afterOneBillingPeriod(periodStart, state.billingCycle);
    state.currentPeriodEnd = periodEnd;
    this.#periodStarts.set(state.id, periodStart);
    const invoice = this.#paidInvoice(
      state,
      cataloguePrice(state.tier, state.billingCycle).amountCents,
      periodStart,
      periodEnd,
    );
    events.push({ ...this.#event(state.id, 'invoice-paid', 'simulator.invoice.paid'), invoice });
    return events;
  }

  #event(subscriptionId: string, type: PaymentEvent['type'], providerType: string): PaymentEvent {
    const state = this.subscriptions.get(subscriptionId);
    return {
      id: this.#options.newId('evt'),
      type,
      providerType,
      memberId: state?.memberId ?? null,
      customerId: state?.customerId ?? null,
      subscriptionId,
      amountCents: null,
      occurredAt: this.#options.clock.now(),
    };
  }

  checkout(sessionId: string): SimulatedCheckout | null {
    const session = this.#sessions.get(sessionId);
    return session ? { ...session, request: { ...session.request } } : null;
  }

  /**
   * Pays for an open session: an active subscription, and the checkout-completed event Stripe
   * would send. Paying twice (a double click) gives the same event, which is applied once.
   * Null for an unknown or cancelled session.
   */
  complete(sessionId: string): { event: PaymentEvent; successPath: string } | null {
    const session = this.#sessions.get(sessionId);
    if (!session || session.status === 'cancelled' || session.status === 'expired') return null;
    if (!session.subscriptionId || !session.eventId) {
      const subscriptionId = this.#options.newId('sub');
      const paidAt = this.#options.clock.now();
      const periodEnd = afterOneBillingPeriod(paidAt, session.request.billingCycle);
      this.subscriptions.set(subscriptionId, {
        id: subscriptionId,
        customerId: session.request.customerId,
        memberId: session.request.memberId,
        status: 'active',
        tier: session.request.tier,
        billingCycle: session.request.billingCycle,
        pastDueSince: null,
        amountCents: session.request.amountCents,
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: false,
        pendingChange: null,
      });
      this.#periodStarts.set(subscriptionId, paidAt);
      session.invoice = this.#paidInvoice(
        { tier: session.request.tier, billingCycle: session.request.billingCycle },
        session.request.amountCents,
        paidAt,
        periodEnd,
      );
      session.subscriptionId = subscriptionId;
      session.eventId = this.#options.newId('evt');
      session.status = 'complete';
    }
    return {
      event: {
        id: session.eventId,
        type: 'checkout-completed',
        providerType: 'simulator.checkout.completed',
        memberId: session.request.memberId,
        customerId: session.request.customerId,
        subscriptionId: session.subscriptionId,
        amountCents: null,
        invoice: session.invoice,
        occurredAt: this.#options.clock.now(),
      },
      successPath: session.request.successPath,
    };
  }

  /** Abandons an open session; returns where the member goes back to, or null if unknown. */
  cancel(sessionId: string): { cancelPath: string } | null {
    const session = this.#sessions.get(sessionId);
    if (!session) return null;
    if (session.status === 'open') session.status = 'cancelled';
    return { cancelPath: session.request.cancelPath };
  }
}
