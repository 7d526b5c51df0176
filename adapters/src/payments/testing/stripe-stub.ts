/**
 * A local stand-in for the few Stripe API endpoints the gateway calls, so tests run the real
 * `stripe` SDK (pointed here with host/port/protocol) without the network. It keeps what it was
 * asked, honours idempotency keys as Stripe does, and builds and signs webhook notifications with
 * the SDK's own test-header helper.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { priceCatalogue } from '@commons/core/membership/price-catalogue';
import { upgradeProrationCents } from '@commons/core/membership/proration';

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
  status: 'open' | 'complete' | 'expired';
}

export interface StubProduct {
  id: string;
  name: string;
  metadata: Record<string, string>;
}

export interface StubPrice {
  id: string;
  product: string;
  unitAmount: number;
  currency: string;
  interval: 'month' | 'year';
  lookupKey: string | null;
  metadata: Record<string, string>;
}

/** A phase of a subscription schedule: this price from `startDate` (unix seconds). */
export interface StubSchedulePhase {
  startDate: number;
  endDate: number | null;
  priceId: string;
  metadata: Record<string, string>;
}

export interface StubSchedule {
  id: string;
  subscription: string;
  status: 'active' | 'released';
  endBehavior: string;
  phases: StubSchedulePhase[];
}

export interface StubInvoice {
  id: string;
  status: string;
  finalizedAt: number;
  created: number;
  /** A proration invoice's own amount and period; a period's invoice bills the price for it. */
  prorated?: { amountPaid: number; periodStart: number; periodEnd: number };
}

export interface StubSubscription {
  id: string;
  customer: string;
  status: string;
  metadata: Record<string, string>;
  latestInvoice: StubInvoice | null;
  /** The price of one period, in cents, and when the period paid for ends (unix seconds). */
  unitAmount: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  /** When the current period began (unix seconds); a month before its end when not set. */
  currentPeriodStart?: number;
  /** The catalogue price subscribed to (none for one priced inline). */
  priceId?: string | null;
  /** The schedule managing it (a change pending at renewal), if any. */
  schedule?: string | null;
  /** When it was cancelled (unix seconds). */
  canceledAt?: number;
}

/** A webhook endpoint as the account holds it (`secret` is returned by Stripe on creation only). */
export interface StubWebhookEndpoint {
  id: string;
  url: string;
  enabledEvents: string[];
  apiVersion: string | null;
  description: string | null;
  status: 'enabled' | 'disabled';
  secret: string;
}

/** A customer portal configuration: its settings as posted, nested. */
export interface StubPortalConfiguration {
  id: string;
  isDefault: boolean;
  active: boolean;
  settings: Record<string, unknown>;
}

const periodStartOf = (subscription: StubSubscription) =>
  subscription.currentPeriodStart ?? subscription.currentPeriodEnd - 30 * 24 * 60 * 60;

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

/** The bracketed form keys as Stripe reads them: `a[b][0]=x` -> { a: { b: ['x'] } }. */
export function nestedParams(params: Params): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (last) node[name] = value;
      else node = (node[name] ??= {}) as Record<string, unknown>;
    });
  }
  return arraysOf(root) as Record<string, unknown>;
}

/** Objects keyed 0, 1, 2... become arrays, as Stripe's form decoding makes them. */
function arraysOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, inner]) => [key, arraysOf(inner)] as const,
  );
  const indexed = entries.length > 0 && entries.every(([key], index) => key === String(index));
  return indexed ? entries.map(([, inner]) => inner) : Object.fromEntries(entries);
}

/** Settings merged as an update merges them: nested objects key by key, the rest replaced. */
function merged(base: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const result = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    const before = result[key];
    result[key] =
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      typeof before === 'object' &&
      before !== null
        ? merged(before as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return result;
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

const day = 24 * 60 * 60;
const periodSeconds = (interval: 'month' | 'year') => (interval === 'year' ? 365 : 30) * day;

export class StripeStub {
  readonly customers: StubCustomer[] = [];
  readonly sessions: StubCheckoutSession[] = [];
  /** Customer portal sessions opened (`billingPortal.sessions.create`). */
  readonly portalSessions: { id: string; customer: string; returnUrl: string }[] = [];
  readonly products = new Map<string, StubProduct>();
  readonly prices: StubPrice[] = [];
  readonly schedules = new Map<string, StubSchedule>();
  /** The parameters of each subscription update, in order (proration and payment behaviour). */
  readonly subscriptionUpdates: { id: string; params: Params }[] = [];
  readonly subscriptions = new Map<string, StubSubscription>();
  readonly requests: StubRequest[] = [];
  /** Payment intents refunded, by the idempotency key that asked. */
  readonly refunds: { paymentIntent: string; amount: number | null; idempotencyKey: string | undefined }[] =
    [];
  readonly webhookEndpoints: StubWebhookEndpoint[] = [];
  /** The card every payment intent was paid with (Stripe's test Visa by default). */
  cardLast4 = '4242';
  readonly portalConfigurations: StubPortalConfiguration[] = [];
  readonly #idempotent = new Map<string, { status: number; body: unknown }>();
  /** Paths answered with a 500 (and no retry) while listed, to test failure handling. */
  readonly failingPaths = new Set<string>();
  /** Answers held until the test releases them (see `hold`), by path; `*` holds every path. */
  readonly #held = new Map<string, { done: Promise<void>; release: () => void }>();
  #server: Server | undefined;
  #sequence = 0;

  /**
   * By default the account already holds the price catalogue, as after `stripe:sync-prices`;
   * `{ catalogue: false }` starts with an empty account (to test the sync itself).
   */
  constructor(options: { catalogue?: boolean } = {}) {
    if (options.catalogue === false) return;
    for (const entry of priceCatalogue) {
      const product = `commons_${entry.tier}`;
      this.products.set(product, { id: product, name: entry.productName, metadata: { tier: entry.tier } });
      this.prices.push({
        id: this.#next('price'),
        product,
        unitAmount: entry.amountCents,
        currency: 'usd',
        interval: entry.billingCycle === 'yearly' ? 'year' : 'month',
        lookupKey: entry.lookupKey,
        metadata: {},
      });
    }
  }

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
    // A test that failed while holding must not leave its requests (and this close) waiting.
    for (const { release } of [...this.#held.values()]) release();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
  }

  /**
   * Holds the answers on `path` (every answer when no path is given) until the returned function is
   * called: shows what the site does, and answers, while Stripe has not answered yet (a slow Stripe,
   * to prove no lock is held meanwhile). A test releases it once its checks are done, so it waits
   * no longer than they take (a fixed delay had to outlast them on a loaded machine).
   */
  hold(path = '*'): () => void {
    let resolve!: () => void;
    const done = new Promise<void>((settle) => (resolve = settle));
    const release = () => {
      if (this.#held.get(path)?.done === done) this.#held.delete(path);
      resolve();
    };
    this.#held.set(path, { done, release });
    return release;
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
    await this.#held.get('*')?.done;
    await this.#held.get(url.pathname)?.done;
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
      const priceId = params['line_items[0][price]'];
      if (priceId && !this.prices.some((price) => price.id === priceId)) {
        return send(response, 400, notFound('price'));
      }
      const id = this.#next('cs_test');
      const session: StubCheckoutSession = {
        id,
        url: `https://checkout.stripe.com/c/pay/${id}`,
        params,
        customer: params.customer ?? '',
        clientReferenceId: params.client_reference_id ?? '',
        status: 'open',
      };
      this.sessions.push(session);
      return send(response, 200, this.#sessionBody(session));
    }
    if (request.method === 'GET' && url.pathname === '/v1/checkout/sessions') {
      const customer = url.searchParams.get('customer');
      const status = url.searchParams.get('status');
      const data = this.sessions
        .filter(
          (session) => (!customer || session.customer === customer) && (!status || session.status === status),
        )
        .reverse()
        .map((session) => this.#sessionBody(session));
      return send(response, 200, { object: 'list', url: url.pathname, has_more: false, data });
    }
    const expirePath = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
    if (request.method === 'POST' && expirePath) {
      const session = this.sessions.find((candidate) => candidate.id === decodeURIComponent(expirePath[1]!));
      if (!session) return send(response, 404, notFound('checkout.session'));
      // Stripe expires only open sessions.
      if (session.status !== 'open') {
        return send(response, 400, {
          error: {
            type: 'invalid_request_error',
            message: `Only Checkout Sessions with a status of open can be expired.`,
          },
        });
      }
      session.status = 'expired';
      return send(response, 200, this.#sessionBody(session));
    }

    if (request.method === 'GET' && url.pathname === '/v1/prices') {
      const keys = [...url.searchParams]
        .filter(([key]) => /^lookup_keys\[\d*\]$/.test(key))
        .map(([, value]) => value);
      const data = this.prices
        .filter((price) => price.lookupKey !== null && (keys.length === 0 || keys.includes(price.lookupKey)))
        .map((price) => this.#priceBody(price));
      return send(response, 200, { object: 'list', url: url.pathname, has_more: false, data });
    }
    if (request.method === 'POST' && url.pathname === '/v1/prices') {
      const lookupKey = params.lookup_key ?? null;
      const holder = lookupKey ? this.prices.find((price) => price.lookupKey === lookupKey) : undefined;
      // A lookup key names one price: moving it to a new price must be asked for, as at Stripe.
      if (holder && params.transfer_lookup_key !== 'true') {
        return send(response, 400, {
          error: {
            type: 'invalid_request_error',
            message: `A price (\`${holder.id}\`) already uses that lookup key.`,
            param: 'lookup_key',
          },
        });
      }
      if (!params.product || !this.products.has(params.product))
        return send(response, 400, notFound('product'));
      if (holder) holder.lookupKey = null;
      const price: StubPrice = {
        id: this.#next('price'),
        product: params.product,
        unitAmount: Number(params.unit_amount),
        currency: params.currency ?? 'usd',
        interval: params['recurring[interval]'] === 'year' ? 'year' : 'month',
        lookupKey,
        metadata: paramsUnder(params, 'metadata'),
      };
      this.prices.push(price);
      return send(response, 200, this.#priceBody(price));
    }
    const productPath = /^\/v1\/products\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && productPath) {
      const product = this.products.get(decodeURIComponent(productPath[1]!));
      if (!product) return send(response, 404, notFound('product'));
      return send(response, 200, { ...product, object: 'product', active: true });
    }
    if (request.method === 'POST' && url.pathname === '/v1/products') {
      const id = params.id ?? this.#next('prod');
      if (this.products.has(id)) {
        return send(response, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_already_exists',
            message: 'Product already exists.',
          },
        });
      }
      const product: StubProduct = { id, name: params.name ?? '', metadata: paramsUnder(params, 'metadata') };
      this.products.set(id, product);
      return send(response, 200, { ...product, object: 'product', active: true });
    }

    if (request.method === 'POST' && url.pathname === '/v1/subscription_schedules') {
      const subscription = this.subscriptions.get(params.from_subscription ?? '');
      if (!subscription) return send(response, 404, notFound('subscription'));
      if (subscription.schedule) {
        return send(response, 400, {
          error: {
            type: 'invalid_request_error',
            message: 'The subscription is already attached to a schedule.',
          },
        });
      }
      const schedule: StubSchedule = {
        id: this.#next('sub_sched'),
        subscription: subscription.id,
        status: 'active',
        endBehavior: 'release',
        phases: [
          {
            startDate: periodStartOf(subscription),
            endDate: subscription.currentPeriodEnd,
            priceId: subscription.priceId ?? '',
            metadata: { ...subscription.metadata },
          },
        ],
      };
      this.schedules.set(schedule.id, schedule);
      subscription.schedule = schedule.id;
      return send(response, 200, this.#scheduleBody(schedule));
    }
    const releasePath = /^\/v1\/subscription_schedules\/([^/]+)\/release$/.exec(url.pathname);
    if (request.method === 'POST' && releasePath) {
      const schedule = this.schedules.get(decodeURIComponent(releasePath[1]!));
      if (!schedule) return send(response, 404, notFound('subscription_schedule'));
      schedule.status = 'released';
      const subscription = this.subscriptions.get(schedule.subscription);
      if (subscription) subscription.schedule = null;
      return send(response, 200, this.#scheduleBody(schedule));
    }
    const schedulePath = /^\/v1\/subscription_schedules\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && schedulePath) {
      const schedule = this.schedules.get(decodeURIComponent(schedulePath[1]!));
      if (!schedule) return send(response, 404, notFound('subscription_schedule'));
      return send(response, 200, this.#scheduleBody(schedule));
    }
    if (request.method === 'POST' && schedulePath) {
      const schedule = this.schedules.get(decodeURIComponent(schedulePath[1]!));
      if (!schedule) return send(response, 404, notFound('subscription_schedule'));
      const phases: StubSchedulePhase[] = [];
      for (let index = 0; params[`phases[${index}][items][0][price]`]; index += 1) {
        const startDate = Number(params[`phases[${index}][start_date]`] ?? phases.at(-1)?.endDate ?? 0);
        const endDate = params[`phases[${index}][end_date]`];
        const priceId = params[`phases[${index}][items][0][price]`]!;
        const interval = this.prices.find((price) => price.id === priceId)?.interval ?? 'month';
        const lasts = params[`phases[${index}][duration][interval]`] ? periodSeconds(interval) : null;
        phases.push({
          startDate,
          endDate: endDate ? Number(endDate) : lasts === null ? null : startDate + lasts,
          priceId,
          metadata: paramsUnder(params, `phases[${index}][metadata]`),
        });
      }
      if (phases.length > 0) schedule.phases = phases;
      if (params.end_behavior) schedule.endBehavior = params.end_behavior;
      return send(response, 200, this.#scheduleBody(schedule));
    }

    const answer = this.#accountSetup(request.method ?? 'GET', url, params);
    if (answer) return send(response, answer.status, answer.body);

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

    // An invoice (a subscription's latest) with its payments expanded, and the payment intent that
    // paid it with its card: how the gateway learns the card's last 4 digits for the receipt.
    const invoicePath = /^\/v1\/invoices\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && invoicePath) {
      const id = decodeURIComponent(invoicePath[1]!);
      const known = [...this.subscriptions.values()].some((candidate) => candidate.latestInvoice?.id === id);
      if (!known) return send(response, 404, notFound('invoice'));
      return send(response, 200, {
        id,
        object: 'invoice',
        status: 'paid',
        payments: {
          object: 'list',
          data: [{ status: 'paid', payment: { type: 'payment_intent', payment_intent: `pi_${id}` } }],
        },
      });
    }
    const paymentIntentPath = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && paymentIntentPath) {
      const id = decodeURIComponent(paymentIntentPath[1]!);
      const expanded = [...url.searchParams].some(
        ([key, value]) => /^expand\[\d*\]$/.test(key) && value === 'payment_method',
      );
      const method = {
        id: `pm_${id}`,
        object: 'payment_method',
        type: 'card',
        card: { brand: 'visa', last4: this.cardLast4 },
      };
      return send(response, 200, {
        id,
        object: 'payment_intent',
        status: 'succeeded',
        payment_method: expanded ? method : method.id,
      });
    }

    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'POST' && subscriptionPath) {
      const subscription = this.subscriptions.get(decodeURIComponent(subscriptionPath[1]!));
      if (!subscription) return send(response, 404, notFound('subscription'));
      this.subscriptionUpdates.push({ id: subscription.id, params });
      if (params.cancel_at_period_end)
        subscription.cancelAtPeriodEnd = params.cancel_at_period_end === 'true';
      const newPriceId = params['items[0][price]'];
      if (newPriceId) {
        const price = this.prices.find((candidate) => candidate.id === newPriceId);
        if (!price) return send(response, 400, notFound('price'));
        const before = this.prices.find((candidate) => candidate.id === subscription.priceId);
        const now = Math.floor(Date.now() / 1000);
        const intervalChanges = before?.interval !== price.interval;
        // always_invoice: the prorated difference is invoiced (and paid) at once, as Stripe does.
        const amountPaid =
          params.proration_behavior === 'always_invoice'
            ? upgradeProrationCents({
                oldAmountCents: subscription.unitAmount,
                periodStart: new Date(periodStartOf(subscription) * 1000),
                periodEnd: new Date(subscription.currentPeriodEnd * 1000),
                newAmountCents: price.unitAmount,
                intervalChanges,
                at: new Date(now * 1000),
              })
            : null;
        subscription.priceId = price.id;
        subscription.unitAmount = price.unitAmount;
        // Another interval starts a new period now (Stripe resets the billing cycle anchor).
        if (intervalChanges) {
          subscription.currentPeriodStart = now;
          subscription.currentPeriodEnd = subscription.currentPeriodStart + periodSeconds(price.interval);
        }
        if (amountPaid !== null) {
          subscription.latestInvoice = {
            id: this.#next('in'),
            status: 'paid',
            created: now,
            finalizedAt: now,
            prorated: { amountPaid, periodStart: now, periodEnd: subscription.currentPeriodEnd },
          };
        }
      }
      const metadata = paramsUnder(params, 'metadata');
      if (Object.keys(metadata).length > 0) subscription.metadata = { ...subscription.metadata, ...metadata };
      return send(response, 200, this.#subscriptionBody(subscription, false));
    }
    if (request.method === 'DELETE' && subscriptionPath) {
      const subscription = this.subscriptions.get(decodeURIComponent(subscriptionPath[1]!));
      if (!subscription) return send(response, 404, notFound('subscription'));
      subscription.status = 'canceled';
      subscription.canceledAt ??= Math.floor(Date.now() / 1000);
      return send(response, 200, this.#subscriptionBody(subscription, false));
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      if (!this.refunds.some((refund) => refund.idempotencyKey && refund.idempotencyKey === idempotencyKey)) {
        this.refunds.push({
          paymentIntent: params.payment_intent ?? '',
          amount: params.amount ? Number(params.amount) : null,
          idempotencyKey,
        });
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
      const withSchedule = expands.some(([, value]) => value === 'schedule');
      return send(response, 200, this.#subscriptionBody(subscription, expanded, withSchedule));
    }

    send(response, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${url.pathname})` },
    });
  }

  /** Webhook endpoints and portal configurations (`stripe:setup`); undefined for other paths. */
  #accountSetup(method: string, url: URL, params: Params): { status: number; body: unknown } | undefined {
    const list = (data: unknown[]) => ({
      status: 200,
      body: { object: 'list', url: url.pathname, has_more: false, data },
    });
    const eventsOf = () =>
      Object.entries(params)
        .filter(([key]) => /^enabled_events\[\d*\]$/.test(key))
        .map(([, value]) => value);
    if (url.pathname === '/v1/webhook_endpoints') {
      if (method === 'GET')
        return list(this.webhookEndpoints.map((endpoint) => this.#endpointBody(endpoint)));
      if (method !== 'POST') return undefined;
      if (!params.url || eventsOf().length === 0) {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'Missing url or enabled_events' } },
        };
      }
      const endpoint: StubWebhookEndpoint = {
        id: this.#next('we'),
        url: params.url,
        enabledEvents: eventsOf(),
        apiVersion: params.api_version ?? null,
        description: params.description ?? null,
        status: 'enabled',
        secret: `whsec_stub_${this.#sequence}_${Math.random().toString(36).slice(2)}`,
      };
      this.webhookEndpoints.push(endpoint);
      return { status: 200, body: { ...this.#endpointBody(endpoint), secret: endpoint.secret } };
    }
    const endpointPath = /^\/v1\/webhook_endpoints\/([^/]+)$/.exec(url.pathname);
    if (endpointPath && method === 'POST') {
      const endpoint = this.webhookEndpoints.find((candidate) => candidate.id === endpointPath[1]);
      if (!endpoint) return { status: 404, body: notFound('webhook endpoint') };
      // As at Stripe: the API version is fixed at creation, and the secret is not shown again.
      if (params.api_version) {
        return {
          status: 400,
          body: {
            error: { type: 'invalid_request_error', message: 'Received unknown parameter: api_version' },
          },
        };
      }
      if (eventsOf().length > 0) endpoint.enabledEvents = eventsOf();
      if (params.url) endpoint.url = params.url;
      if (params.description !== undefined) endpoint.description = params.description;
      if (params.disabled !== undefined)
        endpoint.status = params.disabled === 'true' ? 'disabled' : 'enabled';
      return { status: 200, body: this.#endpointBody(endpoint) };
    }
    if (url.pathname === '/v1/billing_portal/configurations') {
      if (method === 'GET') {
        const isDefault = url.searchParams.get('is_default');
        return list(
          this.portalConfigurations
            .filter((configuration) => isDefault === null || String(configuration.isDefault) === isDefault)
            .map((configuration) => this.#portalBody(configuration)),
        );
      }
      if (method !== 'POST') return undefined;
      const settings = nestedParams(params);
      if (typeof settings.features !== 'object') {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'Missing required param: features.' } },
        };
      }
      const configuration: StubPortalConfiguration = {
        id: this.#next('bpc'),
        // An account with no configuration yet takes the first one as its default.
        isDefault: !this.portalConfigurations.some((candidate) => candidate.isDefault),
        active: true,
        settings,
      };
      this.portalConfigurations.push(configuration);
      return { status: 200, body: this.#portalBody(configuration) };
    }
    const portalPath = /^\/v1\/billing_portal\/configurations\/([^/]+)$/.exec(url.pathname);
    if (portalPath && method === 'POST') {
      const configuration = this.portalConfigurations.find((candidate) => candidate.id === portalPath[1]);
      if (!configuration) return { status: 404, body: notFound('billing_portal.configuration') };
      const { active, ...settings } = nestedParams(params);
      if (active !== undefined) configuration.active = active === 'true';
      configuration.settings = merged(configuration.settings, settings);
      return { status: 200, body: this.#portalBody(configuration) };
    }
    return undefined;
  }

  #endpointBody(endpoint: StubWebhookEndpoint) {
    return {
      id: endpoint.id,
      object: 'webhook_endpoint',
      url: endpoint.url,
      enabled_events: endpoint.enabledEvents,
      api_version: endpoint.apiVersion,
      description: endpoint.description,
      status: endpoint.status,
      livemode: false,
      metadata: {},
    };
  }

  #portalBody(configuration: StubPortalConfiguration) {
    return {
      ...configuration.settings,
      id: configuration.id,
      object: 'billing_portal.configuration',
      active: configuration.active,
      is_default: configuration.isDefault,
      livemode: false,
    };
  }

  #sessionBody(session: StubCheckoutSession) {
    return {
      id: session.id,
      object: 'checkout.session',
      url: session.status === 'open' ? session.url : null,
      mode: session.params.mode,
      customer: session.customer,
      client_reference_id: session.clientReferenceId,
      status: session.status,
    };
  }

  #priceBody(price: StubPrice) {
    return {
      id: price.id,
      object: 'price',
      active: price.lookupKey !== null,
      currency: price.currency,
      product: price.product,
      unit_amount: price.unitAmount,
      lookup_key: price.lookupKey,
      recurring: { interval: price.interval, interval_count: 1 },
      metadata: price.metadata,
      type: 'recurring',
    };
  }

  #scheduleBody(schedule: StubSchedule) {
    return {
      id: schedule.id,
      object: 'subscription_schedule',
      status: schedule.status,
      subscription: schedule.subscription,
      end_behavior: schedule.endBehavior,
      phases: schedule.phases.map((phase) => ({
        start_date: phase.startDate,
        end_date: phase.endDate,
        items: [{ price: phase.priceId, quantity: 1 }],
        metadata: phase.metadata,
      })),
    };
  }

  #subscriptionBody(subscription: StubSubscription, expandInvoice: boolean, expandSchedule = false) {
    const invoice = subscription.latestInvoice;
    const price = this.prices.find((candidate) => candidate.id === subscription.priceId);
    const schedule = subscription.schedule ? this.schedules.get(subscription.schedule) : undefined;
    return {
      id: subscription.id,
      object: 'subscription',
      customer: subscription.customer,
      status: subscription.status,
      metadata: subscription.metadata,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      canceled_at: subscription.canceledAt ?? null,
      schedule: schedule && expandSchedule ? this.#scheduleBody(schedule) : (subscription.schedule ?? null),
      items: {
        object: 'list',
        data: [
          {
            id: `si_${subscription.id}`,
            object: 'subscription_item',
            current_period_start: periodStartOf(subscription),
            current_period_end: subscription.currentPeriodEnd,
            price: price
              ? { ...this.#priceBody(price), unit_amount: subscription.unitAmount }
              : { id: `price_${subscription.id}`, object: 'price', unit_amount: subscription.unitAmount },
          },
        ],
      },
      latest_invoice:
        invoice && expandInvoice
          ? {
              id: invoice.id,
              object: 'invoice',
              status: invoice.status,
              amount_paid: invoice.prorated?.amountPaid ?? subscription.unitAmount,
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

  /**
   * What Stripe does when the member pays: the session's subscription, active, with its metadata,
   * at the session's catalogue price. An expired or paid session cannot be paid.
   */
  completeSession(sessionId: string): StubSubscription {
    const session = this.sessions.find((candidate) => candidate.id === sessionId);
    if (!session) throw new Error(`No checkout session ${sessionId}`);
    if (session.status !== 'open') throw new Error(`Checkout session ${sessionId} is ${session.status}`);
    session.status = 'complete';
    const now = Math.floor(Date.now() / 1000);
    const price = this.prices.find((candidate) => candidate.id === session.params['line_items[0][price]']);
    const subscription: StubSubscription = {
      id: this.#next('sub'),
      customer: session.customer,
      status: 'active',
      metadata: paramsUnder(session.params, 'subscription_data[metadata]'),
      latestInvoice: { id: this.#next('in'), status: 'paid', created: now, finalizedAt: now },
      unitAmount: price?.unitAmount ?? Number(session.params['line_items[0][price_data][unit_amount]'] ?? 0),
      currentPeriodStart: now,
      currentPeriodEnd: now + periodSeconds(price?.interval ?? 'month'),
      cancelAtPeriodEnd: false,
      priceId: price?.id ?? null,
      schedule: null,
    };
    this.subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  /**
   * What Stripe does when the period ends: the next period starts, on the price of the schedule's
   * next phase if one starts now (a downgrade), and the schedule is released after its last phase.
   */
  renew(id: string): StubSubscription {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`No subscription ${id}`);
    const schedule = subscription.schedule ? this.schedules.get(subscription.schedule) : undefined;
    const phase = schedule?.phases.find((candidate) => candidate.startDate === subscription.currentPeriodEnd);
    if (schedule && phase) {
      const price = this.prices.find((candidate) => candidate.id === phase.priceId)!;
      subscription.priceId = price.id;
      subscription.unitAmount = price.unitAmount;
      subscription.metadata = { ...subscription.metadata, ...phase.metadata };
      if (phase === schedule.phases.at(-1) && schedule.endBehavior === 'release') {
        schedule.status = 'released';
        subscription.schedule = null;
      }
    }
    const interval =
      this.prices.find((candidate) => candidate.id === subscription.priceId)?.interval ?? 'month';
    subscription.currentPeriodStart = subscription.currentPeriodEnd;
    subscription.currentPeriodEnd = subscription.currentPeriodStart + periodSeconds(interval);
    const now = Math.floor(Date.now() / 1000);
    subscription.latestInvoice = { id: this.#next('in'), status: 'paid', created: now, finalizedAt: now };
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

  /**
   * The notification of the latest invoice: a proration's own amount and period, else the period's.
   * `invoice.payment_action_required`: the bank asks the member to confirm it (3-D Secure), at the
   * invoice's hosted page; nothing is paid yet.
   */
  invoiceEvent(
    type: 'invoice.paid' | 'invoice.payment_failed' | 'invoice.payment_action_required',
    subscriptionId: string,
    id?: string,
  ): string {
    const subscription = this.subscriptions.get(subscriptionId)!;
    const prorated = subscription.latestInvoice?.prorated;
    const amount = prorated?.amountPaid ?? subscription.unitAmount;
    const paid = type === 'invoice.paid';
    return this.event(
      type,
      {
        id: subscription.latestInvoice?.id ?? this.#next('in'),
        object: 'invoice',
        customer: subscription.customer,
        status: paid ? 'paid' : 'open',
        amount_due: amount,
        amount_paid: paid ? amount : 0,
        hosted_invoice_url: `https://invoice.stripe.com/i/${subscription.latestInvoice?.id ?? 'in'}`,
        lines: {
          object: 'list',
          data: [
            {
              object: 'line_item',
              period: {
                start: prorated?.periodStart ?? periodStartOf(subscription),
                end: prorated?.periodEnd ?? subscription.currentPeriodEnd,
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
