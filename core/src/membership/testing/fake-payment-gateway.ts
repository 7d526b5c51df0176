import { FixedClock } from '../../shared/testing/fixed-clock.ts';
import { DomainError } from '../../shared/domain-error.ts';
import {
  invalidSignatureMessage,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentCustomerDetails,
  type PaymentEvent,
  type SubscriptionState,
} from '../payment-gateway.ts';
import { SimulatedPaymentProvider } from '../simulated-payment-provider.ts';

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
 * The simulated provider for use case tests: it also remembers the customers it created, the
 * checkouts it opened and the subscriptions read, holds subscriptions the test sets, and signs
 * notifications with a checksum.
 */
export class FakePaymentGateway extends SimulatedPaymentProvider {
  readonly customersCreated: PaymentCustomerDetails[] = [];
  readonly checkouts: (CheckoutRequest & { sessionId: string })[] = [];
  readonly subscriptionReads: string[] = [];

  /** `clock`: the test's own, so renewals fall due as the test moves time on. */
  constructor(clock = new FixedClock()) {
    let sequence = 0;
    super({
      newId: (kind) => `${kind}_fake_${(sequence += 1)}`,
      checkoutUrl: (sessionId) => `https://pay.example.test/${sessionId}`,
      portalUrl: (portalSessionId) => `https://pay.example.test/portal/${portalSessionId}`,
      clock,
    });
  }

  override async createCustomer(details: PaymentCustomerDetails): Promise<string> {
    if (!this.customerOf(details.memberId)) this.customersCreated.push({ ...details });
    return super.createCustomer(details);
  }

  override async startCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const session = await super.startCheckout(request);
    this.checkouts.push({ ...request, sessionId: session.sessionId });
    return session;
  }

  override async subscriptionState(subscriptionId: string): Promise<SubscriptionState | null> {
    this.subscriptionReads.push(subscriptionId);
    return super.subscriptionState(subscriptionId);
  }

  /** Pays for an opened checkout: an active subscription and the event the provider would send. */
  async completeCheckout(sessionId: string): Promise<PaymentEvent> {
    const completed = this.complete(sessionId);
    if (!completed) throw new Error(`No open checkout ${sessionId}`);
    return completed.event;
  }

  setSubscription(state: SubscriptionState): SubscriptionState {
    this.subscriptions.set(state.id, { ...state });
    return state;
  }

  /** A notification as the provider would deliver it. */
  sign(event: PaymentEvent): { payload: string; signature: string } {
    const payload = JSON.stringify(event);
    return { payload, signature: `fake=${checksum(payload)}` };
  }

  override async parseWebhook(payload: string, signature: string): Promise<PaymentEvent> {
    if (signature !== `fake=${checksum(payload)}`)
      throw new DomainError('VALIDATION', invalidSignatureMessage);
    const event = JSON.parse(payload) as PaymentEvent & { occurredAt: string };
    return { ...event, occurredAt: new Date(event.occurredAt) };
  }
}
