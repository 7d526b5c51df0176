/**
 * Billing for a signed-in member, over the whole HTTP app with the local payment simulator:
 * pay later from the dashboard, Cancel back to it, and one live subscription at most. Members sign
 * in the way a new member does: sign-up, then the e-mailed code (verification signs in).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../testing/outbox.ts';
import { freshIp, me, newEmail, signUp, verify } from '../testing/payment-journeys.ts';
import { request } from '../testing/request.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('billing with the local payment simulator', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  }, 60_000);
  afterAll(() => server?.stop());

  let lastEmail = '';
  async function signedIn(tier = 'builder'): Promise<string> {
    const email = (lastEmail = newEmail(`billing-${tier}`));
    await signUp(server, email, tier);
    return verify(server, email);
  }

  const checkout = (cookie: string, body: unknown) =>
    request(server, 'POST', '/api/billing/checkout', {
      body: body,
      headers: { cookie, 'x-forwarded-for': freshIp() },
    });

  const simulator = (url: string, action: 'complete' | 'cancel') =>
    request(server, 'POST', `${url}/${action}`, { body: '', headers: { origin: server.url } });

  it('needs a session', async () => {
    const answer = await checkout('', { tier: 'builder', planType: 'monthly' });
    expect(answer.status).toBe(401);
  });

  it('lets an unpaid member pay later; Cancel returns to the dashboard with the unpaid notice', async () => {
    const cookie = await signedIn();

    const started = await checkout(cookie, { tier: 'builder', planType: 'monthly' });
    expect(started.status).toBe(200);
    const { url } = started.body as { url: string };
    const cancelled = await simulator(url, 'cancel');

    expect(cancelled.status).toBe(303);
    expect(cancelled.location).toBe('/dashboard?payment=cancelled#payment');
    expect(await me(server, cookie)).toMatchObject({ paymentStatus: 'unpaid' });
  });

  it('takes an explorer to paid builder monthly through the simulator, then refuses a second subscription', async () => {
    const cookie = await signedIn('explorer');
    expect(await me(server, cookie)).toMatchObject({ membershipTier: 'explorer', paymentStatus: 'paid' });

    const started = await checkout(cookie, { tier: 'builder', planType: 'monthly' });
    const paid = await simulator((started.body as { url: string }).url, 'complete');

    expect(paid.location).toBe('/payment-success?tier=builder&for=upgrade');
    const receipts = (await mailsTo(server.dataDir, lastEmail)).filter((mail) =>
      mail.subject.startsWith('Receipt'),
    );
    expect(receipts.map((mail) => mail.subject)).toEqual(['Receipt for your Builder membership: $7.95']);
    expect(await me(server, cookie)).toMatchObject({
      membershipTier: 'builder',
      billingCycle: 'monthly',
      paymentStatus: 'paid',
      membershipStatus: 'active',
    });
    const again = await checkout(cookie, { tier: 'leader', planType: 'yearly' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'You already have a subscription: change it from your dashboard' });
  });

  it('shows what the member holds and paid, cancels at the period’s end and resumes', async () => {
    const cookie = await signedIn();
    expect((await request(server, 'GET', '/api/billing', { cookie })).body).toEqual({
      subscription: null,
      payments: [],
    });
    const started = await checkout(cookie, { tier: 'leader', planType: 'yearly' });
    await simulator((started.body as { url: string }).url, 'complete');

    const overview = await request(server, 'GET', '/api/billing', { cookie });
    expect(overview.body).toMatchObject({
      subscription: {
        tier: 'leader',
        planType: 'yearly',
        status: 'active',
        amountCents: 9550,
        cancelAtPeriodEnd: false,
      },
      payments: [
        {
          tier: 'leader',
          planType: 'yearly',
          amountCents: 9550,
          receiptNumber: expect.any(Number),
          cardLast4: '4242',
          invoiceUrl: expect.stringMatching(/^\/api\/payments\/simulator\/invoices\//),
        },
      ],
    });
    // The simulator's invoice page stands in for Stripe's hosted invoice.
    const [payment] = (overview.body as { payments: { invoiceUrl: string }[] }).payments;
    const invoicePage = await request(server, 'GET', payment!.invoiceUrl);
    expect(invoicePage.status).toBe(200);
    expect(invoicePage.body).toContain('$95.50');

    const cancelled = await request(server, 'POST', '/api/billing/cancel', { cookie });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ subscription: { cancelAtPeriodEnd: true, status: 'active' } });
    expect(await me(server, cookie)).toMatchObject({ paymentStatus: 'paid' });

    const resumed = await request(server, 'POST', '/api/billing/resume', { cookie });
    expect(resumed.body).toMatchObject({ subscription: { cancelAtPeriodEnd: false } });
    const cancellations = (await mailsTo(server.dataDir, lastEmail)).filter((mail) =>
      mail.subject.includes('cancelled'),
    );
    expect(cancellations.map((mail) => mail.subject)).toEqual([
      'Your membership is cancelled at the end of the period',
    ]);
  });

  it('opens the simulator’s customer portal with the payment method and the invoices', async () => {
    const cookie = await signedIn();
    const unpaid = await request(server, 'POST', '/api/billing/portal', { cookie });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body).toEqual({ error: 'You have no payment details yet: complete a payment first.' });
    const started = await checkout(cookie, { tier: 'builder', planType: 'monthly' });
    await simulator((started.body as { url: string }).url, 'complete');

    const portal = await request(server, 'POST', '/api/billing/portal', { cookie });

    expect(portal.status).toBe(200);
    const { url } = portal.body as { url: string };
    expect(url).toMatch(/^\/api\/payments\/simulator\/portal\/sim_bps_/);
    const page = await request(server, 'GET', url);
    expect(page.status).toBe(200);
    for (const words of ['TEST MODE', 'Test card', 'Builder', '$7.95', 'href="/dashboard#payment"'])
      expect(page.body).toContain(words);
    expect((await request(server, 'GET', `${url}x`)).status).toBe(404);
    expect((await request(server, 'POST', '/api/billing/portal')).status).toBe(401);
  });

  it('renews on the simulator’s portal: a pending downgrade takes effect and the period is charged', async () => {
    const cookie = await signedIn();
    const started = await checkout(cookie, { tier: 'leader', planType: 'yearly' });
    await simulator((started.body as { url: string }).url, 'complete');
    const changed = await request(server, 'POST', '/api/billing/plan', {
      body: { tier: 'builder', planType: 'monthly' },
      headers: {
        cookie,
      },
    });
    expect(changed.body).toMatchObject({
      subscription: { tier: 'leader', pendingChange: { tier: 'builder', billingCycle: 'monthly' } },
    });
    const { url } = (await request(server, 'POST', '/api/billing/portal', { cookie })).body as {
      url: string;
    };
    const before = await request(server, 'GET', url);
    for (const words of ['Leader, Yearly', 'Then', 'Builder, Monthly', `action="${url}/renew"`])
      expect(before.body).toContain(words);

    const renewed = await request(server, 'POST', `${url}/renew`, {
      body: '',
      headers: { origin: server.url },
    });

    expect(renewed.status).toBe(303);
    expect(renewed.location).toBe(url);
    expect(await me(server, cookie)).toMatchObject({
      membershipTier: 'builder',
      billingCycle: 'monthly',
      paymentStatus: 'paid',
    });
    const overview = await request(server, 'GET', '/api/billing', { cookie });
    expect(overview.body).toMatchObject({
      subscription: { tier: 'builder', planType: 'monthly', amountCents: 795, pendingChange: null },
    });
    const receipts = (await mailsTo(server.dataDir, lastEmail)).filter((mail) =>
      mail.subject.startsWith('Receipt'),
    );
    expect(receipts.map((mail) => mail.subject)).toEqual([
      'Receipt for your Leader membership: $95.50',
      'Receipt for your Builder membership: $7.95',
    ]);
    expect(
      (await request(server, 'POST', `${url}x/renew`, { body: '', headers: { origin: server.url } })).status,
    ).toBe(404);
  });

  it('has nothing to cancel without a subscription, and needs a session to read billing', async () => {
    const cookie = await signedIn();
    const answer = await request(server, 'POST', '/api/billing/cancel', { cookie });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'You have no subscription to change.' });
    expect((await request(server, 'GET', '/api/billing')).status).toBe(401);
  });

  it('two checkouts opened at once, both paid, end with one live subscription and one receipt', async () => {
    const cookie = await signedIn();
    const tabs = await Promise.all([
      checkout(cookie, { tier: 'leader', planType: 'yearly' }),
      checkout(cookie, { tier: 'leader', planType: 'yearly' }),
    ]);
    const paid = [];
    for (const tab of tabs) paid.push(await simulator((tab.body as { url: string }).url, 'complete'));

    // The checkout opened second expired the first (or, had both stayed open, the second payment
    // would have been cancelled and refunded: apply-payment-event's tests hold that).
    expect(paid.map((answer) => answer.status).sort()).toEqual([303, 404]);
    expect((await request(server, 'GET', '/api/billing', { cookie })).body).toMatchObject({
      subscription: { tier: 'leader', status: 'active' },
      payments: [{ amountCents: 9550 }],
    });
    const subjects = (await mailsTo(server.dataDir, lastEmail)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.startsWith('Receipt'))).toHaveLength(1);
  });

  it("answers a bad plan with the spec's words", async () => {
    const cookie = await signedIn();
    const answer = await checkout(cookie, { tier: 'enterprise', planType: 'monthly' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'Please select a valid membership tier.' });
  });

  const changePlan = (cookie: string, body: unknown) =>
    request(server, 'POST', '/api/billing/plan', { body: body, cookie });

  it('a newer checkout expires the earlier one: only the newest can be paid', async () => {
    const cookie = await signedIn();
    const first = await checkout(cookie, { tier: 'builder', planType: 'monthly' });
    await checkout(cookie, { tier: 'leader', planType: 'monthly' });

    const late = await simulator((first.body as { url: string }).url, 'complete');

    expect(late.status).toBe(404);
    expect(await me(server, cookie)).toMatchObject({ paymentStatus: 'unpaid' });
  });

  it('changes a paid builder to leader yearly at once, on the same subscription, with a plan-changed e-mail', async () => {
    const cookie = await signedIn('explorer');
    const started = await checkout(cookie, { tier: 'builder', planType: 'monthly' });
    await simulator((started.body as { url: string }).url, 'complete');

    const changed = await changePlan(cookie, { tier: 'leader', planType: 'yearly' });

    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      subscription: {
        tier: 'leader',
        planType: 'yearly',
        amountCents: 9550,
        status: 'active',
        pendingChange: null,
      },
    });
    expect(await me(server, cookie)).toMatchObject({ membershipTier: 'leader', paymentStatus: 'paid' });
    const subjects = (await mailsTo(server.dataDir, lastEmail)).map((mail) => mail.subject);
    expect(subjects).toContain('Your membership plan changed: Leader');
    // Invoiced at once, as Stripe's always_invoice does; the invoice follows the answer, as a
    // webhook does. The month was paid moments ago (a credit below $7.95 needs 25 minutes to
    // pass), so the charge is the year's $95.50 less the whole $7.95.
    const receipts = async () =>
      (await mailsTo(server.dataDir, lastEmail))
        .map((mail) => mail.subject)
        .filter((subject) => subject.startsWith('Receipt'))
        .sort();
    await expect
      .poll(receipts)
      .toEqual(['Receipt for your Builder membership: $7.95', 'Receipt for your Leader membership: $87.55']);
    const billing = (await request(server, 'GET', '/api/billing', { cookie })).body as {
      subscription: { currentPeriodEnd: string };
      payments: unknown[];
    };
    expect(billing.payments).toHaveLength(2);
    expect(billing.payments).toContainEqual(
      expect.objectContaining({
        tier: 'leader',
        planType: 'yearly',
        amountCents: 8755,
        periodEnd: billing.subscription.currentPeriodEnd,
      }),
    );
    const exported = (await request(server, 'GET', '/api/me/export', { cookie })).body as {
      subscriptions: unknown[];
    };
    expect(exported.subscriptions).toEqual([
      expect.objectContaining({ tier: 'leader', planType: 'yearly', status: 'active', cancelledAt: null }),
    ]);
  });

  it('keeps a downgrade pending until the period ends, and refuses what is no plan change', async () => {
    const cookie = await signedIn();
    const started = await checkout(cookie, { tier: 'catalyst', planType: 'yearly' });
    await simulator((started.body as { url: string }).url, 'complete');

    const down = await changePlan(cookie, { tier: 'builder', planType: 'monthly' });
    const { subscription } = down.body as { subscription: { currentPeriodEnd: string } };
    expect(down.body).toMatchObject({
      subscription: {
        tier: 'catalyst',
        pendingChange: {
          tier: 'builder',
          billingCycle: 'monthly',
          effectiveAt: subscription.currentPeriodEnd,
        },
      },
    });
    expect(await me(server, cookie)).toMatchObject({ membershipTier: 'catalyst' });
    expect((await request(server, 'GET', '/api/billing', { cookie })).body).toMatchObject({
      subscription: { pendingChange: { tier: 'builder' } },
    });

    const same = await changePlan(cookie, { tier: 'catalyst', planType: 'yearly' });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ subscription: { pendingChange: null } });
    const again = await changePlan(cookie, { tier: 'catalyst', planType: 'yearly' });
    expect(again).toMatchObject({ status: 409, body: { error: 'You are already on this plan.' } });
    expect(await changePlan(cookie, { tier: 'enterprise', planType: 'yearly' })).toMatchObject({
      status: 400,
      body: { error: 'Enterprise partnerships are arranged with us: please see /partnership.' },
    });
    expect(await changePlan(cookie, { tier: 'gold' })).toMatchObject({ status: 400 });
    expect((await changePlan('', { tier: 'leader', planType: 'yearly' })).status).toBe(401);
  });

  it('sends an explorer to checkout instead', async () => {
    const cookie = await signedIn('explorer');
    expect(await changePlan(cookie, { tier: 'builder', planType: 'monthly' })).toMatchObject({
      status: 409,
      body: { error: 'You have no paid subscription to change: choose Upgrade to start one.' },
    });
  });
});
