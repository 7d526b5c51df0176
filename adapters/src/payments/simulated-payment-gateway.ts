/**
 * The local payment simulator: the embedded default when no Stripe key is configured, so the whole
 * sign-up and payment journey works offline. It serves its own clearly labelled test checkout page
 * (rendered by the HTTP driver, apps/http/src/pages/payment-simulator-page.ts); paying there produces the same payment event a Stripe webhook would,
 * which the caller applies through the same use case. Sessions live in memory: it is a development
 * tool, and it refuses to run in production.
 */
import { randomUUID } from 'node:crypto';
import { DomainError } from '@commons/core/shared/domain-error';
import {
  invalidSignatureMessage,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentCustomerDetails,
  type PaymentEvent,
  type PaymentGateway,
  type SubscriptionState,
} from '@commons/core/membership/payment-gateway';

export interface SimulatedCheckout {
  id: string;
  request: CheckoutRequest;
  status: 'open' | 'complete' | 'cancelled';
  subscriptionId: string | null;
  createdAt: Date;
}

/** Where the simulator's own checkout page lives on the site. */
export const simulatorPath = (sessionId: string) =>
  `/api/payments/simulator/${encodeURIComponent(sessionId)}`;

/** Open sessions kept at most; the oldest are forgotten first, like expired Stripe sessions. */
const maxSessions = 1000;

export class SimulatedPaymentGateway implements PaymentGateway {
  readonly #customers = new Map<string, string>();
  readonly #sessions = new Map<string, SimulatedCheckout>();
  readonly #subscriptions = new Map<string, SubscriptionState>();

  constructor(options: { env: string }) {
    if (options.env === 'production') {
      throw new Error('The payment simulator refuses to run in production: set STRIPE_SECRET_KEY');
    }
  }

  async createCustomer(details: PaymentCustomerDetails): Promise<string> {
    const existing = this.#customers.get(details.memberId);
    if (existing) return existing;
    const customerId = `sim_cus_${randomUUID()}`;
    this.#customers.set(details.memberId, customerId);
    return customerId;
  }

  /** The redirect URL is a path on this site, so it works whatever host and port serve it. */
  async startCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const id = `sim_cs_${randomUUID()}`;
    this.#sessions.set(id, {
      id,
      request: { ...request },
      status: 'open',
      subscriptionId: null,
      createdAt: new Date(),
    });
    if (this.#sessions.size > maxSessions) this.#sessions.delete(this.#sessions.keys().next().value!);
    return { redirectUrl: simulatorPath(id), sessionId: id };
  }

  /** The simulator sends no webhooks: nothing it could receive is genuine. */
  async parseWebhook(): Promise<PaymentEvent> {
    throw new DomainError('VALIDATION', invalidSignatureMessage);
  }

  async subscriptionState(subscriptionId: string): Promise<SubscriptionState | null> {
    const state = this.#subscriptions.get(subscriptionId);
    return state ? { ...state } : null;
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
    if (!session || session.status === 'cancelled') return null;
    if (!session.subscriptionId) {
      const subscriptionId = `sim_sub_${randomUUID()}`;
      this.#subscriptions.set(subscriptionId, {
        id: subscriptionId,
        customerId: session.request.customerId,
        memberId: session.request.memberId,
        status: 'active',
        tier: session.request.tier,
        billingCycle: session.request.billingCycle,
        pastDueSince: null,
      });
      session.subscriptionId = subscriptionId;
      session.status = 'complete';
    }
    return {
      event: {
        id: `sim_evt_${session.id}`,
        type: 'checkout-completed',
        providerType: 'simulator.checkout.completed',
        memberId: session.request.memberId,
        customerId: session.request.customerId,
        subscriptionId: session.subscriptionId,
        amountCents: null,
        occurredAt: new Date(),
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
