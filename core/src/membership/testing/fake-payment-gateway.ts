import { DomainError } from '../../shared/domain-error.ts';
import {
  invalidSignatureMessage,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentCustomerDetails,
  type PaymentEvent,
  type PaymentGateway,
  type SubscriptionState,
} from '../payment-gateway.ts';

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
 * An in-memory payment provider for use case tests. It remembers the customers it created and the
 * checkouts it opened, holds subscriptions the test sets, and signs notifications with a checksum.
 */
export class FakePaymentGateway implements PaymentGateway {
  readonly customersCreated: PaymentCustomerDetails[] = [];
  readonly checkouts: (CheckoutRequest & { sessionId: string })[] = [];
  readonly subscriptionReads: string[] = [];
  readonly #customerByMember = new Map<string, string>();
  readonly #subscriptions = new Map<string, SubscriptionState>();
  #sequence = 0;

  async createCustomer(details: PaymentCustomerDetails): Promise<string> {
    const existing = this.#customerByMember.get(details.memberId);
    if (existing) return existing;
    this.#sequence += 1;
    const customerId = `cus_fake_${this.#sequence}`;
    this.customersCreated.push({ ...details });
    this.#customerByMember.set(details.memberId, customerId);
    return customerId;
  }

  async startCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    this.#sequence += 1;
    const sessionId = `cs_fake_${this.#sequence}`;
    this.checkouts.push({ ...request, sessionId });
    return { redirectUrl: `https://pay.example.test/${sessionId}`, sessionId };
  }

  /** Pays for an opened checkout: an active subscription and the event the provider would send. */
  async completeCheckout(sessionId: string): Promise<PaymentEvent> {
    const checkout = this.checkouts.find((candidate) => candidate.sessionId === sessionId);
    if (!checkout) throw new Error(`No checkout ${sessionId}`);
    this.#sequence += 1;
    const subscription = this.setSubscription({
      id: `sub_fake_${this.#sequence}`,
      customerId: checkout.customerId,
      memberId: checkout.memberId,
      status: 'active',
      tier: checkout.tier,
      billingCycle: checkout.billingCycle,
      pastDueSince: null,
    });
    return {
      id: `evt_fake_${this.#sequence}`,
      type: 'checkout-completed',
      providerType: 'checkout.session.completed',
      memberId: checkout.memberId,
      customerId: checkout.customerId,
      subscriptionId: subscription.id,
      amountCents: null,
      occurredAt: new Date('2026-01-01T00:00:00.000Z'),
    };
  }

  setSubscription(state: SubscriptionState): SubscriptionState {
    this.#subscriptions.set(state.id, { ...state });
    return state;
  }

  async subscriptionState(subscriptionId: string): Promise<SubscriptionState | null> {
    this.subscriptionReads.push(subscriptionId);
    const state = this.#subscriptions.get(subscriptionId);
    return state ? { ...state } : null;
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
}
