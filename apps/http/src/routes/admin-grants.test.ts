/**
 * A complimentary grant to a paying member over HTTP, on both payment paths: the local simulator
 * (its portal's Renew now) and Stripe (the real SDK against the local stub, signed webhooks). The
 * grant stays through the renewal and the replayed invoice.paid, nothing more is charged, and the
 * member was mailed; removing the grant returns them to Explorer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeStub } from '@commons/adapters/payments/testing/stripe-stub';
import { mailsTo } from '../testing/outbox.ts';
import {
  deliverStripeEvent,
  freshIp,
  me,
  newEmail,
  signUp,
  startStripeTestApp,
  verify,
} from '../testing/payment-journeys.ts';
import { request } from '../testing/request.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const admin = { email: 'grants-admin@commons.test', password: 'admin password 42' };
const adminEnv = { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };

async function adminCookieOf(server: TestApp): Promise<string> {
  const login = await request(server, 'POST', '/api/auth/login', {
    body: admin,
    headers: { 'x-forwarded-for': freshIp() },
  });
  expect(login.status).toBe(200);
  return login.cookies.join('; ');
}

async function subjectsTo(server: TestApp, email: string): Promise<string[]> {
  return (await mailsTo(server.dataDir, email)).map((mail) => mail.subject);
}

const receipts = (subjects: string[]) => subjects.filter((subject) => subject.startsWith('Receipt'));

describe('a complimentary grant with the local payment simulator', () => {
  let server: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    server = await startTestApp({ env: adminEnv });
    adminCookie = await adminCookieOf(server);
  }, 60_000);
  afterAll(() => server?.stop());

  const asAdmin = (method: string, path: string, body?: unknown) =>
    request(server, method, path, { body, cookie: adminCookie });

  /** A verified member who paid for Builder monthly on the simulator's checkout. */
  async function payingBuilder() {
    const email = newEmail('granted');
    await signUp(server, email, 'builder', 'monthly');
    const cookie = await verify(server, email);
    const started = await request(server, 'POST', '/api/billing/checkout', {
      body: { tier: 'builder', planType: 'monthly' },
      headers: { cookie, 'x-forwarded-for': freshIp() },
    });
    const { url } = started.body as { url: string };
    await request(server, 'POST', `${url}/complete`, { body: '', headers: { origin: server.url } });
    const { id } = (await me(server, cookie)) as unknown as { id: string };
    return { email, cookie, id };
  }

  it('keeps a paying Builder granted F100 on F100 through the renewal, charges nothing more, and mails them', async () => {
    const { email, cookie, id } = await payingBuilder();

    const granted = await asAdmin('PATCH', `/api/admin/users/${id}`, { membershipTier: 'f100' });

    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ membershipTier: 'f100', billingCycle: null, complimentary: true });
    const detail = await asAdmin('GET', `/api/admin/users/${id}`);
    expect(detail.body).toMatchObject({ complimentary: true, subscription: { cancelAtPeriodEnd: true } });

    const { url } = (await request(server, 'POST', '/api/billing/portal', { cookie })).body as {
      url: string;
    };
    const renewed = await request(server, 'POST', `${url}/renew`, {
      body: '',
      headers: { origin: server.url },
    });
    expect(renewed.status).toBe(303);

    expect(await me(server, cookie)).toMatchObject({
      membershipTier: 'f100',
      billingCycle: null,
      complimentary: true,
      paymentStatus: 'paid',
      membershipStatus: 'active',
    });
    const subjects = await subjectsTo(server, email);
    expect(receipts(subjects)).toHaveLength(1);
    expect(subjects).toContain('You have been granted a complimentary F100 membership');
    expect(subjects.filter((subject) => subject.includes('subscription has ended'))).toEqual([]);
    const grantMail = (await mailsTo(server.dataDir, email)).find((mail) => mail.subject.includes('granted'));
    expect(grantMail!.raw).toContain('will not renew');
  });

  it('cancels now with a prorated refund when the console asks, and says so', async () => {
    const { email, cookie, id } = await payingBuilder();

    const granted = await asAdmin('PATCH', `/api/admin/users/${id}`, {
      membershipTier: 'f100',
      subscription: 'cancel_now',
    });

    expect(granted.status).toBe(200);
    expect((await request(server, 'GET', '/api/billing', { cookie })).body).toMatchObject({
      subscription: null,
    });
    const grantMail = (await mailsTo(server.dataDir, email)).find((mail) => mail.subject.includes('granted'));
    // Just paid: nearly all of the $7.95 comes back.
    expect(grantMail!.raw).toMatch(/\$7\.9\d/);
    expect(grantMail!.raw).toContain('refunded');
  });

  it('refuses an unknown subscription choice in words', async () => {
    const { id } = await payingBuilder();

    const answer = await asAdmin('PATCH', `/api/admin/users/${id}`, {
      membershipTier: 'f100',
      subscription: 'keep',
    });

    expect(answer.status).toBe(400);
  });

  it('removes a grant: back to Explorer, with a mail and a history entry', async () => {
    const { email, cookie, id } = await payingBuilder();
    await asAdmin('PATCH', `/api/admin/users/${id}`, { membershipTier: 'f100', subscription: 'cancel_now' });

    const removed = await asAdmin('DELETE', `/api/admin/users/${id}/grant`);

    expect(removed.status).toBe(200);
    expect(await me(server, cookie)).toMatchObject({
      membershipTier: 'explorer',
      complimentary: false,
      paymentStatus: 'paid',
    });
    expect(await subjectsTo(server, email)).toContain('Your complimentary membership has ended');
    const { history } = (await asAdmin('GET', `/api/admin/users/${id}`)).body as {
      history: { kind: string; from: string; to: string; reason: string; actor: { email: string } }[];
    };
    expect(history.at(-1)).toMatchObject({
      kind: 'membershipTier',
      from: 'f100',
      to: 'explorer',
      reason: 'admin-removed-grant',
      actor: { email: admin.email },
    });
    expect((await asAdmin('DELETE', `/api/admin/users/${id}/grant`)).status).toBe(409);
  });
});

describe('a complimentary grant with Stripe', () => {
  const webhookSecret = 'whsec_grants';
  const stub = new StripeStub();
  let server: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    server = await startStripeTestApp(stub, { webhookSecret, env: adminEnv });
    adminCookie = await adminCookieOf(server);
  }, 60_000);
  afterAll(() => server?.stop());

  const deliver = (payload: string) => deliverStripeEvent(server, payload, webhookSecret);

  async function aSubscriber() {
    const email = newEmail('stripe-granted');
    await signUp(server, email, 'builder', 'monthly');
    const cookie = await verify(server, email);
    const started = await request(server, 'POST', '/api/billing/checkout', {
      body: { tier: 'builder', planType: 'monthly' },
      headers: { cookie, 'x-forwarded-for': freshIp() },
    });
    const subscription = stub.completeSession((started.body as { sessionId: string }).sessionId);
    await deliver(stub.checkoutCompleted((started.body as { sessionId: string }).sessionId, subscription.id));
    await deliver(stub.invoiceEvent('invoice.paid', subscription.id));
    const { id } = (await me(server, cookie)) as unknown as { id: string };
    return { email, cookie, id, subscription };
  }

  it('keeps F100 through a replayed invoice.paid and the subscription’s end, with no second charge', async () => {
    const { email, cookie, id, subscription } = await aSubscriber();

    const granted = await request(server, 'PATCH', `/api/admin/users/${id}`, {
      body: { membershipTier: 'f100' },
      cookie: adminCookie,
    });

    expect(granted.status).toBe(200);
    expect(stub.subscriptions.get(subscription.id)).toMatchObject({ cancelAtPeriodEnd: true });
    await deliver(stub.subscriptionEvent('customer.subscription.updated', subscription.id));
    await deliver(stub.invoiceEvent('invoice.paid', subscription.id));
    stub.setSubscription(subscription.id, { status: 'canceled' });
    await deliver(stub.subscriptionEvent('customer.subscription.deleted', subscription.id));

    expect(await me(server, cookie)).toMatchObject({
      membershipTier: 'f100',
      billingCycle: null,
      complimentary: true,
      paymentStatus: 'paid',
    });
    const subjects = await subjectsTo(server, email);
    expect(receipts(subjects)).toHaveLength(1);
    expect(subjects).toContain('You have been granted a complimentary F100 membership');
    expect(subjects.filter((subject) => /cancelled at the end|has ended/.test(subject))).toEqual([]);
  });

  it('cancels at Stripe and refunds the unused period prorated when asked to cancel now', async () => {
    const { id, subscription } = await aSubscriber();

    const granted = await request(server, 'PATCH', `/api/admin/users/${id}`, {
      body: { membershipTier: 'f100', subscription: 'cancel_now' },
      cookie: adminCookie,
    });

    expect(granted.status).toBe(200);
    expect(stub.subscriptions.get(subscription.id)).toMatchObject({ status: 'canceled' });
    const refund = stub.refunds.find(
      (candidate) => candidate.idempotencyKey === `commons-prorated-refund-${subscription.id}`,
    );
    expect(refund?.amount).toBeGreaterThan(780);
    expect(refund?.amount).toBeLessThanOrEqual(795);
  });
});
