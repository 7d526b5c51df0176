/**
 * Checkout and webhooks in the whole HTTP app configured for Stripe, with the real SDK
 * pointed at a local stub of the Stripe API (STRIPE_API_URL) that runs in this test process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signNotification, StripeStub } from '@commons/adapters/payments/testing/stripe-stub';
import {
  me,
  newEmail,
  signUp,
  startCheckout,
  startStripeTestApp,
  verify,
} from '../testing/payment-journeys.ts';
import { request } from '../testing/request.ts';
import type { TestApp } from '../testing/test-app.ts';

const webhookSecret = 'whsec_journey_secret';

describe('checkout and webhooks with Stripe', () => {
  const stub = new StripeStub();
  let server: TestApp;
  beforeAll(async () => {
    server = await startStripeTestApp(stub, { webhookSecret });
  });
  afterAll(() => server?.stop());

  const post = (payload: string, signature = signNotification(payload, webhookSecret)) =>
    request(server, 'POST', '/api/stripe/webhook', {
      body: payload,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signature,
      },
    });
  /** Delivers a notification, then waits until the worker has applied what it stored. */
  const deliver = async (payload: string, signature?: string) => {
    const answer = await post(payload, signature);
    await server.settlePayments();
    return answer;
  };

  async function checkedOutAndPaid(email: string) {
    const started = await startCheckout(server, email);
    expect(started.status).toBe(200);
    const { sessionId, url } = started.body as { sessionId: string; url: string };
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    const subscription = stub.completeSession(sessionId);
    return stub.checkoutCompleted(sessionId, subscription.id);
  }

  it('answers 200 before applying the event, and applies it once Stripe answers', async () => {
    const email = newEmail('answers-first');
    await signUp(server, email);
    const cookie = await verify(server, email);
    const payload = await checkedOutAndPaid(email);
    const subscriptionId = [...stub.subscriptions.keys()].at(-1)!;
    const subscriptionPath = `/v1/subscriptions/${subscriptionId}`;
    const release = stub.hold(subscriptionPath);
    try {
      const answer = await post(payload);

      expect(answer).toMatchObject({ status: 200, body: { received: true } });
      // The worker is at Stripe, re-reading the subscription, and the answer has already come back.
      await expect
        .poll(() => stub.requests.some((request) => request.path === subscriptionPath), { timeout: 30_000 })
        .toBe(true);
      expect(await me(server, cookie)).toMatchObject({
        paymentStatus: 'unpaid',
        membershipStatus: 'pending',
      });
    } finally {
      release();
    }
    await expect.poll(async () => (await me(server, cookie)).paymentStatus, { timeout: 30_000 }).toBe('paid');
    expect(await me(server, cookie)).toMatchObject({ membershipStatus: 'active' });
  });

  it('reuses one Stripe customer when the same member checks out twice', async () => {
    const email = newEmail('twice');
    await signUp(server, email);
    const before = stub.customers.length;

    const first = await startCheckout(server, email);
    const second = await startCheckout(server, email, { planType: 'monthly' });

    expect([first.status, second.status]).toEqual([200, 200]);
    expect(stub.customers.length - before).toBe(1);
    const [a, b] = stub.sessions.slice(-2);
    expect(a!.customer).toBe(b!.customer);
    expect(a!.params.mode).toBe('subscription');
  });

  it('applies a webhook delivered twice once, and the member ends paid and active after verifying', async () => {
    const email = newEmail('webhook-twice');
    await signUp(server, email);
    const payload = await checkedOutAndPaid(email);

    const first = await deliver(payload);
    const second = await deliver(payload);
    expect([first.status, second.status]).toEqual([200, 200]);

    const cookie = await verify(server, email);
    expect(await me(server, cookie)).toMatchObject({ paymentStatus: 'paid', membershipStatus: 'active' });
  });

  it('rejects a tampered webhook, which changes nothing; the genuine one then applies', async () => {
    const email = newEmail('tampered');
    await signUp(server, email);
    const cookie = await verify(server, email);
    const payload = await checkedOutAndPaid(email);
    const signature = signNotification(payload, webhookSecret);

    const tampered = await deliver(payload.replace('"complete"', '"open"'), signature);
    const unsigned = await request(server, 'POST', '/api/stripe/webhook', { body: payload });
    await server.settlePayments();
    expect([tampered.status, unsigned.status]).toEqual([400, 400]);
    expect(await me(server, cookie)).toMatchObject({ paymentStatus: 'unpaid', membershipStatus: 'pending' });

    expect((await deliver(payload, signature)).status).toBe(200);
    expect(await me(server, cookie)).toMatchObject({ paymentStatus: 'paid', membershipStatus: 'active' });
  });

  it('ignores a paid notification that arrives after the subscription was cancelled', async () => {
    const email = newEmail('late');
    await signUp(server, email);
    const cookie = await verify(server, email);
    const completed = await checkedOutAndPaid(email);
    expect((await deliver(completed)).status).toBe(200);
    expect((await me(server, cookie)).membershipStatus).toBe('active');

    const subscriptionId = [...stub.subscriptions.keys()].at(-1)!;
    const latePaid = stub.invoiceEvent('invoice.paid', subscriptionId);
    stub.setSubscription(subscriptionId, { status: 'canceled' });
    expect(
      (await deliver(stub.subscriptionEvent('customer.subscription.deleted', subscriptionId))).status,
    ).toBe(200);
    expect((await deliver(latePaid)).status).toBe(200);

    expect(await me(server, cookie)).toMatchObject({ paymentStatus: 'unpaid', membershipStatus: 'pending' });
  });
});
