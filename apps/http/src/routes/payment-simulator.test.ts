/**
 * Checkout in the whole HTTP app on its embedded defaults: the local payment simulator.
 * Paying and verifying the e-mail, in either order, ends with an active, paid membership.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountTokens, PaymentTokens } from '@commons/container';
import {
  me,
  newEmail,
  signUp,
  startCheckout,
  verificationCode,
  verify,
} from '../testing/payment-journeys.ts';
import { request } from '../testing/request.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('checkout with the local payment simulator', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server?.stop());

  async function payInSimulator(email: string) {
    const started = await startCheckout(server, email);
    expect(started.status).toBe(200);
    const { url } = started.body as { url: string };
    expect(url).toMatch(/^\/api\/payments\/simulator\/sim_cs_/);
    const page = await request(server, 'GET', url);
    expect(page.status).toBe(200);
    expect(page.body).toContain('TEST MODE');
    return request(server, 'POST', `${url}/complete`, { headers: { origin: server.url } });
  }

  it("answers tier 'platinum' and planType 'weekly' with 400 and the spec's words", async () => {
    const email = newEmail('words');
    await signUp(server, email);
    const platinum = await startCheckout(server, email, { tier: 'platinum' });
    const weekly = await startCheckout(server, email, { planType: 'weekly' });
    expect(platinum.status).toBe(400);
    expect(platinum.body).toMatchObject({ error: 'Please select a valid membership tier.' });
    expect(weekly.status).toBe(400);
    expect(weekly.body).toMatchObject({ error: 'Please choose a monthly or yearly billing cycle.' });
  });

  it('pay first, verify second: ends paid and active', async () => {
    const email = newEmail('pay-first');
    await signUp(server, email);

    const paid = await payInSimulator(email);
    expect(paid.status).toBe(303);
    expect(paid.location).toBe('/payment-success?tier=builder');

    const cookie = await verify(server, email);
    expect(await me(server, cookie)).toMatchObject({
      paymentStatus: 'paid',
      membershipStatus: 'active',
      membershipTier: 'builder',
      billingCycle: 'yearly',
    });
  });

  it('verify first, pay second: ends paid and active', async () => {
    const email = newEmail('verify-first');
    await signUp(server, email);
    const cookie = await verify(server, email);
    expect(await me(server, cookie)).toMatchObject({ paymentStatus: 'unpaid', membershipStatus: 'pending' });

    expect((await payInSimulator(email)).status).toBe(303);

    expect(await me(server, cookie)).toMatchObject({ paymentStatus: 'paid', membershipStatus: 'active' });
  });

  it('starts no checkout for a free or already paid membership', async () => {
    const email = newEmail('paid-once');
    await signUp(server, email);
    await payInSimulator(email);
    expect((await startCheckout(server, email)).status).toBe(409);
    expect((await startCheckout(server, email, { tier: 'explorer' })).status).toBe(400);
  });

  it("sets a stranger's paid registration of your address aside when you verify it", async () => {
    const email = newEmail('owner');
    // A stranger signs up with your address and pays, from their browser.
    await signUp(server, email);
    expect((await payInSimulator(email)).status).toBe(303);
    const members = server.container.resolve(AccountTokens.MemberRepository);
    const strangers = (await server.inScope(() => members.findByEmail(email)))!;
    expect(strangers).toMatchObject({ paymentStatus: 'paid', paymentSubscriptionId: expect.any(String) });

    // You type the code mailed to you into your own browser, which holds no proof of that sign-up.
    const code = await verificationCode(server, email);
    const verified = await request(server, 'POST', '/api/auth/verify-email', {
      body: { email, code },
      headers: { 'x-forwarded-for': '192.0.2.77' },
    });

    expect(verified.status).toBe(200);
    const yours = verified.cookies.join('; ');
    expect(await me(server, yours)).toMatchObject({
      paymentStatus: 'unpaid',
      membershipStatus: 'pending',
      membershipTier: 'builder',
    });
    expect((await request(server, 'GET', '/api/billing', { cookie: yours })).body).toEqual({
      subscription: null,
      payments: [],
    });
    // The stranger's subscription is cancelled and refunded at the provider.
    const simulator = server.container.resolve(PaymentTokens.PaymentSimulator)!;
    const subscriptionId = strangers.paymentSubscriptionId!;
    expect(simulator.refunded.has(subscriptionId)).toBe(true);
    expect(await simulator.subscriptionState(subscriptionId)).toMatchObject({ status: 'ended' });
    expect(await server.inScope(() => members.findById(strangers.id))).toBeNull();
  });
});
