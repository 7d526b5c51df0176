/**
 * A local stand-in for the few Stripe API endpoints the gateway calls, so tests run the real
 * `stripe` SDK (pointed here with host/port/protocol) without the network. It keeps what it was
 * asked, honours idempotency keys as Stripe does, and builds and signs webhook notifications with
 * the SDK's own test-header helper.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Params = Record<string, string>;

export interface StubCustomer {
  id: string;
  params: Params;
}

export interface StubCheckoutSession {
  id: string;
  url: string;
  params: Params;
  customer: string;
  clientReferenceId: string;
}

export interface StubSubscription {
  id: string;
  customer: string;
  status: string;
  metadata: Record<string, string>;
  latestInvoice: { id: string; status: string; finalizedAt: number; created: number } | null;
  /** The price of one period, in cents, and when the period paid for ends (unix seconds). */
  unitAmount: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
}

export interface StubRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
}

/** The nested object of bracketed form keys under a prefix: `metadata[tier]` -> { tier }. */
export function paramsUnder(params: Params, prefix: string): Record<string, string> {
  const nested: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const match = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`).exec(key);
    if (match) nested[match[1]!] = value;
  }
  return nested;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_stub_${Date.now()}` });
  response.end(JSON.stringify(body));
}

const notFound = (what: string) => ({
  error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}`, param: 'id' },
});

export class StripeStub {
  readonly customers: StubCustomer[] = [];
  readonly sessions: StubCheckoutSession[] = [];
  /** Customer portal sessions opened (`billingPortal.sessions.create`). */
  readonly portalSessions: { id: string; customer: string; returnUrl: string }[] = [];
  readonly subscriptions = new Map<string, StubSubscription>();
  readonly requests: StubRequest[] = [];
  /** Payment intents refunded, by the idempotency key that asked. */
  readonly refunds: { paymentIntent: string; idempotencyKey: string | undefined }[] = [];
  readonly #idempotent = new Map<string, { status: number; body: unknown }>();
  /** Paths answered with a 500 (and no retry) while listed, to test failure handling. */
  readonly failingPaths = new Set<string>();
  /** Every answer waits this long first: a slow Stripe, to prove no lock is held meanwhile. */
  delayMs = 0;
  #server: Server | undefined;
  #sequence = 0;

  /** `http://127.0.0.1:<port>`, for STRIPE_API_URL. */
  url = '';

  async start(): Promise<this> {
    this.#server = createServer((request, response) => {
      this.#handle(request, response).catch((error: unknown) =>
        send(response, 500, { error: String(error) }),
      );
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
  }

  #next(prefix: string): string {
    this.#sequence += 1;
    return `${prefix}_stub_${this.#sequence}`;
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stub');
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    this.requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      authorization: request.headers.authorization,
      idempotencyKey,
      stripeVersion: request.headers['stripe-version'] as string | undefined,
    });
    const params = Object.fromEntries(new URLSearchParams(await readBody(request)));
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.failingPaths.has(url.pathname)) {
      response.setHeader('stripe-should-retry', 'false');
      return send(response, 500, { error: { type: 'api_error', message: 'Stub failure' } });
    }

    if (request.method === 'POST' && url.pathname === '/v1/customers') {
      // Stripe replays the first answer to a repeated key (the SDK sets its own keys on retries).
      const key = `customers:${idempotencyKey}`;
      const replay = idempotencyKey ? this.#idempotent.get(key) : undefined;
      if (replay) return send(response, replay.status, replay.body);
      const customer = { id: this.#next('cus'), params };
      this.customers.push(customer);
      const body = {
        id: customer.id,
        object: 'customer',
        email: params.email ?? null,
        name: params.name ?? null,
      };
      if (idempotencyKey) this.#idempotent.set(key, { status: 200, body });
      return send(response, 200, body);
    }

    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = this.#next('cs_test');
      const session = {
        id,
        url: `https://checkout.stripe.com/c/pay/${id}`,
        params,
        customer: params.customer ?? '',
        clientReferenceId: params.client_reference_id ?? '',
      };
      this.sessions.push(session);
      return send(response, 200, {
        id,
        object: 'checkout.session',
        url: session.url,
        mode: params.mode,
        customer: session.customer,
        client_reference_id: session.clientReferenceId,
        status: 'open',
      });
    }

    if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const id = this.#next('bps');
      const customer = params.customer ?? '';
      if (!this.customers.some((candidate) => candidate.id === customer))
        return send(response, 404, notFound('customer'));
      this.portalSessions.push({ id, customer, returnUrl: params.return_url ?? '' });
      return send(response, 200, {
        id,
        object: 'billing_portal.session',
        customer,
        return_url: params.return_url ?? null,
        url: `https://billing.stripe.com/p/session/${id}`,
      });
    }

    const customerPath = /^\/v1\/customers\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'POST' && customerPath) {
      const customer = this.customers.find(
        (candidate) => candidate.id === decodeURIComponent(customerPath[1]!),
      );
      if (!customer) return send(response, 404, notFound('customer'));
      Object.assign(customer.params, params);
      return send(response, 200, {
        id: customer.id,
        object: 'customer',
        email: customer.params.email ?? null,
        name: customer.params.name ?? null,
      });
    }

    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'POST' && subscriptionPath) {
      const subscription = this.subscriptions.get(decodeURIComponent(subscriptionPath[1]!));
      if (!subscription) return send(response, 404, notFound('subscription'));
      if (params.cancel_at_period_end)
        subscription.cancelAtPeriodEnd = params.cancel_at_period_end === 'true';
      return send(response, 200, this.#subscriptionBody(subscription, false));
    }
    if (request.method === 'DELETE' && subscriptionPath) {
      const subscription = this.subscriptions.get(decodeURIComponent(subscriptionPath[1]!));
      if (!subscription) return send(response, 404, notFound('subscription'));
      subscription.status = 'canceled';
      return send(response, 200, this.#subscriptionBody(subscription, false));
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      if (!this.refunds.some((refund) => refund.idempotencyKey && refund.idempotencyKey === idempotencyKey)) {
        this.refunds.push({ paymentIntent: params.payment_intent ?? '', idempotencyKey });
      }
      return send(response, 200, {
        id: `re_${params.payment_intent}`,
        object: 'refund',
        status: 'succeeded',
      });
    }
    if (request.method === 'GET' && subscriptionPath) {
      const subscription = this.subscriptions.get(decodeURIComponent(subscriptionPath[1]!));
      if (!subscription) return send(response, 404, notFound('subscription'));
      const expands = [...url.searchParams].filter(([key]) => /^expand\[\d*\]$/.test(key));
      const expanded = expands.some(([, value]) => value.startsWith('latest_invoice'));
      return send(response, 200, this.#subscriptionBody(subscription, expanded));
    }

    send(response, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${url.pathname})` },
    });
  }

  #subscriptionBody(subscription: StubSubscription, expandInvoice: boolean) {
    const invoice = subscription.latestInvoice;
    return {
      id: subscription.id,
      object: 'subscription',
      customer: subscription.customer,
      status: subscription.status,
      metadata: subscription.metadata,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      items: {
        object: 'list',
        data: [
          {
            id: `si_${subscription.id}`,
            object: 'subscription_item',
            current_period_end: subscription.currentPeriodEnd,
            price: { id: `price_${subscription.id}`, object: 'price', unit_amount: subscription.unitAmount },
          },
        ],
      },
      latest_invoice:
        invoice && expandInvoice
          ? {
              id: invoice.id,
              object: 'invoice',
              status: invoice.status,
              created: invoice.created,
              status_transitions: { finalized_at: invoice.finalizedAt },
              payments: {
                object: 'list',
                data: [{ payment: { type: 'payment_intent', payment_intent: `pi_${invoice.id}` } }],
              },
            }
          : (invoice?.id ?? null),
    };
  }

  /** What Stripe does when the member pays: the session's subscription, active, with its metadata. */
  completeSession(sessionId: string): StubSubscription {
    const session = this.sessions.find((candidate) => candidate.id === sessionId);
    if (!session) throw new Error(`No checkout session ${sessionId}`);
    const now = Math.floor(Date.now() / 1000);
    const subscription: StubSubscription = {
      id: this.#next('sub'),
      customer: session.customer,
      status: 'active',
      metadata: paramsUnder(session.params, 'subscription_data[metadata]'),
      latestInvoice: { id: this.#next('in'), status: 'paid', created: now, finalizedAt: now },
      unitAmount: Number(session.params['line_items[0][price_data][unit_amount]'] ?? 0),
      currentPeriodEnd: now + 30 * 24 * 60 * 60,
      cancelAtPeriodEnd: false,
    };
    this.subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  setSubscription(id: string, changes: Partial<Omit<StubSubscription, 'id'>>): StubSubscription {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`No subscription ${id}`);
    Object.assign(subscription, changes);
    return subscription;
  }

  /** A webhook event body as Stripe sends it. */
  event(type: string, object: Record<string, unknown>, id = this.#next('evt')): string {
    return JSON.stringify(
      {
        id,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      },
      null,
      2,
    );
  }

  checkoutCompleted(sessionId: string, subscriptionId: string, id?: string): string {
    const session = this.sessions.find((candidate) => candidate.id === sessionId)!;
    return this.event(
      'checkout.session.completed',
      {
        id: sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: 'paid',
        customer: session.customer,
        client_reference_id: session.clientReferenceId,
        subscription: subscriptionId,
      },
      id,
    );
  }

  invoiceEvent(type: 'invoice.paid' | 'invoice.payment_failed', subscriptionId: string, id?: string): string {
    const subscription = this.subscriptions.get(subscriptionId)!;
    return this.event(
      type,
      {
        id: subscription.latestInvoice?.id ?? this.#next('in'),
        object: 'invoice',
        customer: subscription.customer,
        amount_paid: subscription.unitAmount,
        hosted_invoice_url: `https://invoice.stripe.com/i/${subscription.latestInvoice?.id ?? 'in'}`,
        lines: {
          object: 'list',
          data: [
            {
              object: 'line_item',
              period: {
                start: subscription.currentPeriodEnd - 30 * 24 * 60 * 60,
                end: subscription.currentPeriodEnd,
              },
            },
          ],
        },
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: subscriptionId, metadata: {} },
        },
      },
      id,
    );
  }

  subscriptionEvent(
    type: 'customer.subscription.updated' | 'customer.subscription.deleted',
    subscriptionId: string,
    id?: string,
  ): string {
    return this.event(type, this.#subscriptionBody(this.subscriptions.get(subscriptionId)!, false), id);
  }
}

/** Signs a payload as Stripe would for an endpoint with this secret. */
export function signNotification(payload: string, secret: string, timestamp?: number): string {
  return new Stripe('sk_test_signing').webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp ? { timestamp } : {}),
  });
}
