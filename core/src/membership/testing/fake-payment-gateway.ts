import type { Clock } from '../../shared/clock.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { FixedClock } from '../../shared/testing/fixed-clock.ts';
import {
  invalidSignatureMessage,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentCustomerDetails,
  type PaymentEvent,
  type PaymentGateway,
  type PortalRequest,
  type SubscriptionPlan,
  type SubscriptionState,
} from '../payment-gateway.ts';
import { cataloguePrice } from '../price-catalogue.ts';
import { unusedShareCents } from '../proration.ts';

/** A non-cryptographic digest: enough for a fake to tell a tampered payload from a signed one. */
function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16);
}

/**
 * A payment provider for the use case tests, in memory and with no lifecycle of its own (no
 * renewals, no proration: the local simulator in adapters has those). One customer per member,
 * checkouts the test pays, subscriptions the test may set, notifications signed with a checksum;
 * it remembers the customers created, the checkouts opened and the subscriptions read. The
 * PaymentGateway contract suite holds it to the behaviour Stripe and the simulator have.
 */
export class FakePaymentGateway implements PaymentGateway {
  readonly customersCreated: PaymentCustomerDetails[] = [];
  readonly checkouts: (CheckoutRequest & { sessionId: string })[] = [];
  readonly subscriptionReads: string[] = [];
  /** Subscriptions refunded in full (by `cancelAndRefund`). */
  readonly refunded = new Set<string>();
  /** Cents refunded by `cancelSubscriptionNowWithProratedRefund`, by subscription. */
  readonly proratedRefunds = new Map<string, number>();
  readonly #customers = new Map<string, string>();
  readonly #customerEmails = new Map<string, string>();
  readonly #subscriptions = new Map<string, SubscriptionState>();
  /** Checkouts that can no longer be paid: paid already, or expired by a newer one. */
  readonly #closedCheckouts = new Set<string>();
  readonly #clock: Clock;
  #lastId = 0;

  /** `clock`: the test's own, so a paid period ends a month or a year after the test's now. */
  constructor(clock: Clock = new FixedClock()) {
    this.#clock = clock;
  }

  #newId(kind: string): string {
    return `${kind}_fake_${(this.#lastId += 1)}`;
  }

  async createCustomer(details: PaymentCustomerDetails): Promise<string> {
    const existing = this.#customers.get(details.memberId);
    if (existing) return existing;
    const customerId = this.#newId('cus');
    this.customersCreated.push({ ...details });
    this.#customers.set(details.memberId, customerId);
    this.#customerEmails.set(customerId, details.email);
    return customerId;
  }

  async startCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const sessionId = this.#newId('cs');
    this.checkouts.push({ ...request, sessionId });
    return { redirectUrl: `https://pay.example.test/${sessionId}`, sessionId };
  }

  async expireOpenCheckouts(customerId: string): Promise<number> {
    const open = this.checkouts.filter(
      (checkout) => checkout.customerId === customerId && !this.#closedCheckouts.has(checkout.sessionId),
    );
    for (const checkout of open) this.#closedCheckouts.add(checkout.sessionId);
    return open.length;
  }

  /**
   * Pays for an open checkout: an active subscription of its plan, paid for one billing period
   * from now, and the checkout-completed event (with its invoice) the provider would send.
   */
  async completeCheckout(sessionId: string): Promise<PaymentEvent> {
    const checkout = this.checkouts.find((started) => started.sessionId === sessionId);
    if (!checkout || this.#closedCheckouts.has(sessionId)) throw new Error(`No open checkout ${sessionId}`);
    this.#closedCheckouts.add(sessionId);
    const paidAt = this.#clock.now();
    const periodEnd = new Date(paidAt);
    periodEnd.setUTCMonth(periodEnd.getUTCMonth() + (checkout.billingCycle === 'yearly' ? 12 : 1));
    const subscription = this.setSubscription({
      id: this.#newId('sub'),
      customerId: checkout.customerId,
      memberId: checkout.memberId,
      status: 'active',
      tier: checkout.tier,
      billingCycle: checkout.billingCycle,
      pastDueSince: null,
      amountCents: checkout.amountCents,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
      pendingChange: null,
    });
    const invoice = {
      id: this.#newId('in'),
      amountCents: checkout.amountCents,
      periodStart: paidAt,
      periodEnd,
      url: null,
    };
    return { ...this.#event(subscription.id, 'checkout-completed'), invoice };
  }

  /** A plan change made at once is charged by the provider; the fake only moves the plan. */
  async changePlan(
    subscriptionId: string,
    plan: SubscriptionPlan,
    timing: 'now' | 'at-renewal',
  ): Promise<void> {
    const state = this.#subscriptions.get(subscriptionId);
    if (!state || state.status === 'ended') throw new DomainError('NOT_FOUND', 'No such subscription');
    if (timing === 'at-renewal') {
      state.pendingChange = state.currentPeriodEnd && { ...plan, effectiveAt: state.currentPeriodEnd };
      return;
    }
    const amountCents = cataloguePrice(plan.tier, plan.billingCycle).amountCents;
    Object.assign(state, { ...plan, amountCents, pendingChange: null });
  }

  async dropPendingChange(subscriptionId: string): Promise<void> {
    const state = this.#subscriptions.get(subscriptionId);
    if (state) state.pendingChange = null;
  }

  /** A notification as the provider would deliver it. */
  sign(event: PaymentEvent): { payload: string; signature: string } {
    const payload = JSON.stringify(event);
    return { payload, signature: `fake=${checksum(payload)}` };
  }

  async parseWebhook(payload: string, signature: string): Promise<PaymentEvent> {
    if (signature !== `fake=${checksum(payload)}`)
      throw new DomainError('VALIDATION', invalidSignatureMessage);
    const event = JSON.parse(payload) as PaymentEvent & { occurredAt: string };
    return { ...event, occurredAt: new Date(event.occurredAt) };
  }

  async subscriptionState(subscriptionId: string): Promise<SubscriptionState | null> {
    this.subscriptionReads.push(subscriptionId);
    const state = this.#subscriptions.get(subscriptionId);
    return state ? { ...state } : null;
  }

  /** Holds the subscription as given, as though the provider had it so. */
  setSubscription(state: SubscriptionState): SubscriptionState {
    this.#subscriptions.set(state.id, { ...state });
    return state;
  }

  async openCustomerPortal(_request: PortalRequest): Promise<string> {
    return `https://pay.example.test/portal/${this.#newId('bps')}`;
  }

  async updateCustomerEmail(customerId: string, email: string): Promise<void> {
    this.#customerEmails.set(customerId, email);
  }

  /** The e-mail last set on a customer; null when never set. */
  customerEmail(customerId: string): string | null {
    return this.#customerEmails.get(customerId) ?? null;
  }

  async cancelSubscriptionNow(subscriptionId: string): Promise<void> {
    const state = this.#subscriptions.get(subscriptionId);
    if (state) Object.assign(state, { status: 'ended', pastDueSince: null });
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void> {
    const state = this.#subscriptions.get(subscriptionId);
    if (!state) throw new DomainError('NOT_FOUND', 'No such subscription');
    state.cancelAtPeriodEnd = cancel;
  }

  async cancelAndRefund(subscriptionId: string): Promise<void> {
    const state = this.#subscriptions.get(subscriptionId);
    if (!state) throw new DomainError('NOT_FOUND', 'No such subscription');
    Object.assign(state, { status: 'ended', cancelAtPeriodEnd: false });
    this.refunded.add(subscriptionId);
  }

  /** The period paid for is taken to be one billing cycle ending at `currentPeriodEnd`. */
  async cancelSubscriptionNowWithProratedRefund(subscriptionId: string): Promise<number> {
    const state = this.#subscriptions.get(subscriptionId);
    if (!state) throw new DomainError('NOT_FOUND', 'No such subscription');
    const done = this.proratedRefunds.get(subscriptionId);
    if (done !== undefined) return done;
    let refundCents = 0;
    if (state.status !== 'ended' && state.currentPeriodEnd && state.amountCents !== null) {
      const periodStart = new Date(state.currentPeriodEnd);
      periodStart.setUTCMonth(periodStart.getUTCMonth() - (state.billingCycle === 'yearly' ? 12 : 1));
      refundCents = unusedShareCents(state.amountCents, {
        periodStart,
        periodEnd: state.currentPeriodEnd,
        at: this.#clock.now(),
      });
    }
    Object.assign(state, { status: 'ended', cancelAtPeriodEnd: false, pastDueSince: null });
    this.proratedRefunds.set(subscriptionId, refundCents);
    return refundCents;
  }

  /** The notification the provider sends when a subscription changes, for the test to apply. */
  subscriptionUpdated(subscriptionId: string): PaymentEvent {
    return this.#event(subscriptionId, 'subscription-updated');
  }

  #event(subscriptionId: string, type: PaymentEvent['type']): PaymentEvent {
    const state = this.#subscriptions.get(subscriptionId);
    return {
      id: this.#newId('evt'),
      type,
      providerType: `fake.${type}`,
      memberId: state?.memberId ?? null,
      customerId: state?.customerId ?? null,
      subscriptionId,
      amountCents: null,
      occurredAt: this.#clock.now(),
    };
  }
}
