/**
 * The payment routes in the whole HTTP app (every middleware, the real container) over a real test
 * database: Stripe mode with the real SDK pointed at a local stub, and simulator mode. Members are
 * read straight from the repository to see exactly what changed. The journeys in
 * tests/api/payments*.test.ts run the same over the production entry point.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signNotification, StripeStub } from '@commons/adapters/payments/testing/stripe-stub';
import { testDatabaseKinds } from '@commons/adapters/persistence/testing/vitest-database';
import { AccountTokens, InfrastructureTokens, PaymentTokens, type AppContainer } from '@commons/container';
import type { Member } from '@commons/core/members/member';
import { startTestApp } from '../testing/test-app.ts';

const webhookSecret = 'whsec_routes_test';

interface RunningApp {
  url: string;
  container: AppContainer;
  member(email: string): Promise<Member>;
  history(email: string): Promise<string[]>;
  settlePayments(): Promise<void>;
  stop(): Promise<void>;
}

async function startApp(kind: 'pglite' | 'postgres', env: Record<string, string>): Promise<RunningApp> {
  const app = await startTestApp({ kind, env });
  const members = app.container.resolve(AccountTokens.MemberRepository);
  const member = (email: string) => app.inScope(async () => (await members.findByEmail(email))!);
  return {
    url: app.url,
    container: app.container,
    member,
    history: async (email) => {
      const { id } = await member(email);
      return app.inScope(async () => (await members.statusHistory(id)).map((change) => change.reason));
    },
    settlePayments: app.settlePayments,
    stop: app.stop,
  };
}

let ipSequence = 0;
/** Each test speaks from its own address, so per-IP limits of one test do not touch another. */
const freshIp = () => `198.51.100.${(ipSequence += 1)}`;

async function post(app: RunningApp, route: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}${route}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    location: response.headers.get('location'),
    headers: response.headers,
    text,
    json: () => JSON.parse(text),
  };
}

/** The browser of each sign-up, by its e-mail: the registration cookie it was given. */
const browsers = new Map<string, string>();

async function signUp(app: RunningApp, tier = 'builder'): Promise<string> {
  const email = `member-${crypto.randomUUID()}@example.com`;
  const response = await post(
    app,
    '/api/users',
    { email, firstName: 'Ada', lastName: 'Okafor', password: 'correct horse battery', membershipTier: tier },
    { 'x-forwarded-for': freshIp() },
  );
  expect(response.status).toBe(201);
  const [cookie] = response.headers.getSetCookie();
  browsers.set(email, cookie!.split(';')[0]!);
  return email;
}

/** A checkout from the browser that signed up with the e-mail (another `cookie` when given). */
const checkout = (
  app: RunningApp,
  email: string,
  overrides: Record<string, string> = {},
  ip = freshIp(),
  cookie = browsers.get(email),
) =>
  post(
    app,
    '/api/checkout',
    { tier: 'builder', email, name: 'Ada Okafor', planType: 'yearly', ...overrides },
    { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
  );

for (const kind of testDatabaseKinds()) {
  describe(`payments with Stripe (SDK on a local stub) on ${kind}`, () => {
    const stub = new StripeStub();
    let app: RunningApp;
    beforeAll(async () => {
      await stub.start();
      app = await startApp(kind, {
        STRIPE_SECRET_KEY: 'sk_test_routes',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: stub.url,
        PUBLIC_URL: 'https://commons.example.org',
        // A failed event is due again moments later, so the retry test waits little.
        PAYMENT_EVENT_RETRY_BASE_MS: '200',
      });
    }, 60_000);
    afterAll(async () => {
      await app?.stop();
      await stub.stop();
    });

    /** Delivers a notification, then waits until the worker has applied what it stored. */
    const deliver = async (payload: string, signature = signNotification(payload, webhookSecret)) => {
      const answer = await post(app, '/api/stripe/webhook', payload, { 'stripe-signature': signature });
      await app.settlePayments();
      return answer;
    };

    /** A member who checked out and paid at Stripe; the webhook has not arrived yet. */
    async function paidAtStripe() {
      const email = await signUp(app);
      const started = (await checkout(app, email)).json() as { sessionId: string };
      const subscription = stub.completeSession(started.sessionId);
      return { email, sessionId: started.sessionId, subscription };
    }

    it("refuses tier 'platinum' and planType 'weekly' with the spec's words", async () => {
      const email = await signUp(app);
      const platinum = await checkout(app, email, { tier: 'platinum' });
      expect(platinum.status).toBe(400);
      expect(platinum.json()).toMatchObject({ error: 'Please select a valid membership tier.' });
      const weekly = await checkout(app, email, { planType: 'weekly' });
      expect(weekly.status).toBe(400);
      expect(weekly.json()).toEqual({
        error: 'Please choose a monthly or yearly billing cycle.',
        fields: { planType: 'Please choose a monthly or yearly billing cycle.' },
      });
    });

    it('opens a Stripe Checkout for a registered, unpaid member and reuses their one customer', async () => {
      const email = await signUp(app);
      const customersBefore = stub.customers.length;

      const first = await checkout(app, email);
      const second = await checkout(app, email, { planType: 'monthly' });

      expect(first.status).toBe(200);
      const body = first.json() as { url: string; sessionId: string };
      expect(body).toEqual({
        url: `https://checkout.stripe.com/c/pay/${body.sessionId}`,
        sessionId: body.sessionId,
      });
      expect(second.status).toBe(200);
      expect(stub.customers.length - customersBefore).toBe(1);
      const member = await app.member(email);
      const sessions = stub.sessions.filter((session) => session.clientReferenceId === member.id);
      expect(sessions.map((session) => session.customer)).toEqual([
        member.paymentCustomerId,
        member.paymentCustomerId,
      ]);
      expect(sessions[0]?.params.success_url).toBe(
        'https://commons.example.org/payment-success?tier=builder',
      );
      expect(sessions[0]?.params.cancel_url).toBe(
        'https://commons.example.org/checkout?tier=builder&plan=yearly&payment=cancelled',
      );
    });

    it('creates one customer even for two checkouts started at the same moment', async () => {
      const email = await signUp(app);
      // Two requests may reach Stripe (the second after the first has answered, before its customer
      // is stored); they carry one idempotency key, so Stripe, like the stub, creates one customer.
      const before = stub.customers.length;

      const results = await Promise.all([checkout(app, email), checkout(app, email)]);

      expect(results.map((result) => result.status)).toEqual([200, 200]);
      expect(stub.customers.length - before).toBe(1);
      const stored = (await app.member(email)).paymentCustomerId;
      const sessions = stub.sessions.filter((session) => session.customer === stored);
      expect(sessions).toHaveLength(2);
    });

    it('answers 409 to the browser that signed up once its member has paid', async () => {
      const { email, sessionId, subscription } = await paidAtStripe();
      await deliver(stub.checkoutCompleted(sessionId, subscription.id));
      expect((await checkout(app, email)).status).toBe(409);
    });

    it('applies a webhook delivered twice once, recording it in the member’s history', async () => {
      const { email, sessionId, subscription } = await paidAtStripe();
      const payload = stub.checkoutCompleted(sessionId, subscription.id);

      const first = await deliver(payload);
      const second = await deliver(payload);

      expect([first.status, second.status]).toEqual([200, 200]);
      expect(first.json()).toEqual({ received: true });
      expect(await app.member(email)).toMatchObject({
        paymentStatus: 'paid',
        membershipStatus: 'pending',
        paymentSubscriptionId: subscription.id,
        billingCycle: 'yearly',
      });
      expect(await app.history(email)).toEqual(['registered', 'payment:checkout-completed']);
    });

    it('applies concurrent deliveries of one event once', async () => {
      const { email, sessionId, subscription } = await paidAtStripe();
      const payload = stub.checkoutCompleted(sessionId, subscription.id);

      const results = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);

      expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
      expect(await app.history(email)).toEqual(['registered', 'payment:checkout-completed']);
    });

    it('rejects a tampered or unsigned webhook with 400 and changes nothing', async () => {
      const { email, sessionId, subscription } = await paidAtStripe();
      const payload = stub.checkoutCompleted(sessionId, subscription.id);
      const signature = signNotification(payload, webhookSecret);

      const tampered = await deliver(payload.replace('"paid"', '"unpaid"'), signature);
      const unsigned = await post(app, '/api/stripe/webhook', payload);
      const wrongSecret = await deliver(payload, signNotification(payload, 'whsec_attacker'));

      expect([tampered.status, unsigned.status, wrongSecret.status]).toEqual([400, 400, 400]);
      expect(tampered.json()).toEqual({ error: 'Invalid payment notification signature' });
      expect(unsigned.json()).toEqual({ error: 'Missing payment notification signature' });
      expect(await app.member(email)).toMatchObject({ paymentStatus: 'unpaid', membershipStatus: 'pending' });
      expect(await app.history(email)).toEqual(['registered']);
    });

    it('ends in the subscription’s current state whatever order the webhooks arrive in', async () => {
      const { email, sessionId, subscription } = await paidAtStripe();
      const completed = stub.checkoutCompleted(sessionId, subscription.id);
      const paid = stub.invoiceEvent('invoice.paid', subscription.id);
      stub.setSubscription(subscription.id, { status: 'canceled' });
      const deleted = stub.subscriptionEvent('customer.subscription.deleted', subscription.id);

      // The paid events arrive late, after the cancellation: they must not make the member paid.
      await deliver(completed);
      expect((await app.member(email)).paymentStatus).toBe('unpaid');
      await deliver(deleted);
      await deliver(paid);

      expect(await app.member(email)).toMatchObject({ paymentStatus: 'unpaid', membershipStatus: 'pending' });
    });

    it('answers 200 to a genuine event it cannot apply yet, keeps the error, and applies it on a retry', async () => {
      const { email, sessionId, subscription } = await paidAtStripe();
      const payload = stub.checkoutCompleted(sessionId, subscription.id);
      const eventId = (JSON.parse(payload) as { id: string }).id;
      const subscriptionPath = `/v1/subscriptions/${subscription.id}`;
      const stored = async () => {
        const [row] = await app.container
          .resolve(InfrastructureTokens.Orm)
          .em.fork()
          .execute<{ status: string; attempts: number; last_error: string | null }[]>(
            'select status, attempts, last_error from received_payment_events where event_id = ?',
            [eventId],
          );
        return row;
      };

      stub.failingPaths.add(subscriptionPath);
      const failed = await deliver(payload);
      expect(failed.status).toBe(200);
      expect((await app.member(email)).paymentStatus).toBe('unpaid');
      expect(await stored()).toMatchObject({
        status: 'pending',
        last_error: expect.stringContaining('Stub failure'),
      });
      stub.failingPaths.delete(subscriptionPath);

      // Nothing is delivered again: the worker retries on its own once the backoff is over.
      await expect
        .poll(async () => (await app.member(email)).paymentStatus, { timeout: 30_000 })
        .toBe('paid');
      // The worker marks the event applied just after the transaction that applied it commits.
      await expect.poll(async () => (await stored())?.status).toBe('applied');
      expect((await stored())!.attempts).toBeGreaterThanOrEqual(2);
    });

    it('serves no simulator when Stripe is configured', async () => {
      expect((await fetch(`${app.url}/api/payments/simulator/sim_cs_x`)).status).toBe(404);
    });
  });

  describe(`payments with the local simulator on ${kind}`, () => {
    let app: RunningApp;
    beforeAll(async () => {
      app = await startApp(kind, {});
    }, 60_000);
    afterAll(() => app?.stop());

    it('serves a labelled test checkout whose Pay applies the payment and returns to the success page', async () => {
      const email = await signUp(app);
      const started = (await checkout(app, email)).json() as { url: string; sessionId: string };
      expect(started.url).toBe(`/api/payments/simulator/${started.sessionId}`);

      const page = await fetch(`${app.url}${started.url}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
      expect(await page.text()).toContain('TEST MODE: payment simulator, no real payment is taken');

      const origin = { origin: app.url };
      const paid = await post(app, `${started.url}/complete`, '', origin);
      const again = await post(app, `${started.url}/complete`, '', origin);

      expect([paid.status, again.status]).toEqual([303, 303]);
      expect(paid.location).toBe('/payment-success?tier=builder');
      expect(await app.member(email)).toMatchObject({ paymentStatus: 'paid', membershipStatus: 'pending' });
      expect(await app.history(email)).toEqual(['registered', 'payment:checkout-completed']);
    });

    it('lets a sign-up back from the payment page continue free: Explorer, and the checkout closed', async () => {
      const email = await signUp(app);
      const started = (await checkout(app, email, { planType: 'monthly' })).json() as { url: string };
      await post(app, `${started.url}/cancel`, '', { origin: app.url });
      const cookie = browsers.get(email)!;

      const refused = await post(app, '/api/checkout/free', { email }, { 'x-forwarded-for': freshIp() });
      expect(refused.status).toBe(403);
      const free = await post(app, '/api/checkout/free', { email }, { 'x-forwarded-for': freshIp(), cookie });
      expect(free.status).toBe(200);
      expect(free.json()).toEqual({ email, membershipTier: 'explorer' });
      expect(await app.member(email)).toMatchObject({
        membershipTier: 'explorer',
        billingCycle: null,
        paymentStatus: 'paid',
      });
      expect(await app.history(email)).toEqual(['registered', 'chose-free-tier']);

      // The cancelled checkout cannot be paid afterwards; a bad body is a 400 in words.
      const paid = await post(app, `${started.url}/complete`, '', { origin: app.url });
      expect(paid.status).toBe(404);
      const bad = await post(
        app,
        '/api/checkout/free',
        { email: 'nope' },
        { 'x-forwarded-for': freshIp(), cookie },
      );
      expect(bad.status).toBe(400);
    });

    it('goes back to the checkout page on Cancel, and says so for an unknown checkout', async () => {
      const email = await signUp(app);
      const started = (await checkout(app, email, { planType: 'monthly' })).json() as { url: string };

      const cancelled = await post(app, `${started.url}/cancel`, '', { origin: app.url });
      expect(cancelled.status).toBe(303);
      expect(cancelled.location).toBe('/checkout?tier=builder&plan=monthly&payment=cancelled');
      expect((await app.member(email)).paymentStatus).toBe('unpaid');

      const unknown = await fetch(`${app.url}/api/payments/simulator/sim_cs_unknown`);
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain('Test checkout not found');
    });

    it('hands the sign-up’s browser its proof in an httpOnly, same-site cookie for the API only', async () => {
      const email = `member-${crypto.randomUUID()}@example.com`;
      const response = await post(
        app,
        '/api/users',
        { email, firstName: 'Ada', lastName: 'Okafor', membershipTier: 'builder' },
        { 'x-forwarded-for': freshIp() },
      );

      const [cookie] = response.headers.getSetCookie();
      expect(cookie).toMatch(
        /^commons_registration=[\w-]{43}; path=\/api; expires=[^;]+; samesite=strict; httponly$/,
      );
      const token = cookie!.split(';')[0]!.split('=')[1]!;
      const expires = Date.parse(/expires=([^;]+)/.exec(cookie!)![1]!);
      expect(expires - Date.now()).toBeGreaterThan(59 * 60 * 1000);
      expect(expires - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
      expect(response.text).not.toContain(token);
    });

    it('answers every address alike without proof of its registration, and changes nothing for any', async () => {
      const simulator = app.container.resolve(PaymentTokens.PaymentSimulator)!;
      const paying = await signUp(app);
      const paid = (await checkout(app, paying)).json() as { url: string };
      expect((await post(app, `${paid.url}/complete`, '', { origin: app.url })).status).toBe(303);
      const free = await signUp(app, 'explorer');
      const unpaid = await signUp(app);
      const open = (await checkout(app, unpaid)).json() as { sessionId: string };
      const unknown = `nobody-${crypto.randomUUID()}@example.com`;
      const strangersBrowser = browsers.get(await signUp(app))!;
      const members = [paying, free, unpaid];
      const before = await Promise.all(members.map((email) => app.member(email)));
      const attacker = freshIp();

      const answers = [];
      for (const email of [paying, free, unpaid, unknown]) {
        for (const cookie of ['', strangersBrowser, 'commons_registration=forged']) {
          answers.push(await checkout(app, email, {}, attacker, cookie));
        }
      }
      // More tries at one member than their own checkouts may use in an hour, from many addresses.
      for (let attempt = 0; attempt < 11; attempt += 1)
        answers.push(await checkout(app, unpaid, {}, freshIp(), ''));

      const shapes = answers.map(({ status, headers, text }) => {
        const { date: _date, 'x-request-id': _requestId, ...rest } = Object.fromEntries(headers);
        return JSON.stringify({ status, headers: rest, text });
      });
      expect(new Set(shapes).size).toBe(1);
      expect(answers[0]).toMatchObject({
        status: 403,
        text: JSON.stringify({
          error: 'Please create your account first, or sign in to pay from your dashboard.',
        }),
      });
      expect(await Promise.all(members.map((email) => app.member(email)))).toEqual(before);
      expect(simulator.checkout(open.sessionId)?.status).toBe('open');
      expect((await checkout(app, unpaid)).status).toBe(200);
    });

    it('accepts no webhooks', async () => {
      const response = await post(app, '/api/stripe/webhook', '{}', { 'stripe-signature': 't=1,v1=x' });
      expect(response.status).toBe(404);
    });
  });
}
