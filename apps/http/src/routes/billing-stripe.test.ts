/**
 * The billing lifecycle from Stripe's signed webhooks (the real SDK against the local stub): each
 * event is applied from the re-fetched subscription, so what GET /api/billing shows is Stripe's
 * state, whatever order or how often the notifications arrive.
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
import type { TestApp } from '../testing/test-app.ts';

const webhookSecret = 'whsec_billing_lifecycle';

describe('the billing lifecycle from Stripe webhooks', () => {
  const stub = new StripeStub();
  let server: TestApp;
  beforeAll(async () => {
    server = await startStripeTestApp(stub, {
      webhookSecret,
      env: { PUBLIC_URL: 'https://commons.example.org' },
    });
  }, 60_000);
  afterAll(() => server?.stop());

  const deliver = (payload: string) => deliverStripeEvent(server, payload, webhookSecret);
  const billing = async (cookie: string) =>
    (await request(server, 'GET', '/api/billing', { cookie })).body as {
      subscription: Record<string, unknown> | null;
      payments: Record<string, unknown>[];
    };

  /** A signed-in member who paid for builder monthly at Stripe, with the webhooks delivered. */
  async function aSubscriber() {
    const email = newEmail('lifecycle');
    await signUp(server, email);
    const cookie = await verify(server, email);
    const started = await request(server, 'POST', '/api/billing/checkout', {
      body: { tier: 'builder', planType: 'monthly' },
      headers: { cookie, 'x-forwarded-for': freshIp() },
    });
    const { sessionId } = started.body as { sessionId: string };
    expect(stub.sessions.find((session) => session.id === sessionId)?.params.cancel_url).toBe(
      'https://commons.example.org/dashboard?payment=cancelled#payment',
    );
    const subscription = stub.completeSession(sessionId);
    await deliver(stub.checkoutCompleted(sessionId, subscription.id));
    await deliver(stub.invoiceEvent('invoice.paid', subscription.id));
    return { email, cookie, subscription };
  }

  it('records the paid invoice once, with a receipt carrying the invoice link, however often it arrives', async () => {
    const { email, cookie, subscription } = await aSubscriber();
    const invoicePaid = stub.invoiceEvent('invoice.paid', subscription.id);
    await deliver(invoicePaid);
    await deliver(invoicePaid);

    const { payments } = await billing(cookie);
    expect(payments).toEqual([
      expect.objectContaining({
        amountCents: 795,
        tier: 'builder',
        planType: 'monthly',
        invoiceUrl: `https://invoice.stripe.com/i/${subscription.latestInvoice!.id}`,
      }),
    ]);
    const receipts = (await mailsTo(server.dataDir, email)).filter((mail) =>
      mail.subject.startsWith('Receipt'),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.raw).toContain(`https://invoice.stripe.com/i/${subscription.latestInvoice!.id}`);
  });

  it('follows customer.subscription.updated (cancel at period end) and .deleted from the re-fetched subscription', async () => {
    const { cookie, subscription } = await aSubscriber();
    expect((await billing(cookie)).subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
    });

    stub.setSubscription(subscription.id, { cancelAtPeriodEnd: true });
    await deliver(stub.subscriptionEvent('customer.subscription.updated', subscription.id));
    expect((await billing(cookie)).subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(subscription.currentPeriodEnd * 1000).toISOString(),
    });
    expect(await me(server, cookie)).toMatchObject({ paymentStatus: 'paid' });

    stub.setSubscription(subscription.id, { status: 'canceled' });
    const deleted = stub.subscriptionEvent('customer.subscription.deleted', subscription.id);
    // A late 'updated' after the deletion changes nothing: the subscription is read as it is now.
    const lateUpdate = stub.subscriptionEvent('customer.subscription.updated', subscription.id);
    await deliver(deleted);
    await deliver(lateUpdate);
    expect((await billing(cookie)).subscription).toBeNull();
    expect(await me(server, cookie)).toMatchObject({ paymentStatus: 'unpaid' });
  });

  it('keeps a past-due member paid through the grace period after invoice.payment_failed', async () => {
    const { cookie, subscription } = await aSubscriber();
    const now = Math.floor(Date.now() / 1000);
    stub.setSubscription(subscription.id, {
      status: 'past_due',
      latestInvoice: { id: 'in_due_lifecycle', status: 'open', created: now, finalizedAt: now },
    });
    await deliver(stub.invoiceEvent('invoice.payment_failed', subscription.id));

    expect(await me(server, cookie)).toMatchObject({ paymentStatus: 'paid' });
    expect((await billing(cookie)).subscription).toMatchObject({ status: 'past-due' });
  });

  it('mails the invoice link on invoice.payment_action_required (3-D Secure) and shows the action until the invoice is paid', async () => {
    const { email, cookie, subscription } = await aSubscriber();
    const now = Math.floor(Date.now() / 1000);
    const invoice = { id: 'in_3ds_lifecycle', status: 'open', created: now, finalizedAt: now };
    stub.setSubscription(subscription.id, { status: 'past_due', latestInvoice: invoice });
    const actionRequired = stub.invoiceEvent('invoice.payment_action_required', subscription.id);
    await deliver(actionRequired);
    await deliver(actionRequired);

    const invoiceUrl = 'https://invoice.stripe.com/i/in_3ds_lifecycle';
    expect((await billing(cookie)).subscription).toMatchObject({ actionRequiredUrl: invoiceUrl });
    const notices = (await mailsTo(server.dataDir, email)).filter((mail) =>
      mail.subject.startsWith('Action required'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.raw).toContain(invoiceUrl);
    expect(await me(server, cookie)).toMatchObject({ paymentStatus: 'paid' });

    stub.setSubscription(subscription.id, {
      status: 'active',
      latestInvoice: { ...invoice, status: 'paid' },
    });
    await deliver(stub.invoiceEvent('invoice.paid', subscription.id));
    expect((await billing(cookie)).subscription).toMatchObject({ actionRequiredUrl: null, status: 'active' });
  });

  it('cancels and resumes at Stripe from the dashboard’s calls', async () => {
    const { cookie, subscription } = await aSubscriber();
    const cancelled = await request(server, 'POST', '/api/billing/cancel', { cookie });
    expect(cancelled.body).toMatchObject({ subscription: { cancelAtPeriodEnd: true } });
    expect(stub.subscriptions.get(subscription.id)?.cancelAtPeriodEnd).toBe(true);

    await request(server, 'POST', '/api/billing/resume', { cookie });
    expect(stub.subscriptions.get(subscription.id)?.cancelAtPeriodEnd).toBe(false);
  });

  const changePlan = (cookie: string, body: unknown) =>
    request(server, 'POST', '/api/billing/plan', { body: body, cookie });

  it('upgrades at Stripe at once (prorated, invoiced now) and the member holds the new tier', async () => {
    const { email, cookie, subscription } = await aSubscriber();

    const changed = await changePlan(cookie, { tier: 'leader', planType: 'yearly' });

    expect(changed.body).toMatchObject({
      subscription: { tier: 'leader', planType: 'yearly', amountCents: 9550, pendingChange: null },
    });
    expect(stub.subscriptionUpdates.at(-1)).toMatchObject({
      id: subscription.id,
      params: { proration_behavior: 'always_invoice', payment_behavior: 'error_if_incomplete' },
    });
    expect(await me(server, cookie)).toMatchObject({ membershipTier: 'leader', paymentStatus: 'paid' });
    // Stripe's own notification of the change finds it already applied.
    await deliver(stub.subscriptionEvent('customer.subscription.updated', subscription.id));
    expect(await me(server, cookie)).toMatchObject({ membershipTier: 'leader', billingCycle: 'yearly' });
    const subjects = (await mailsTo(server.dataDir, email)).map((mail) => mail.subject);
    expect(subjects).toContain('Your membership plan changed: Leader');
    // The prorated invoice Stripe charged at once: the year less the month just paid (a credit
    // below $7.95 needs 27 minutes to pass). Polled: webhooks may be applied in the background.
    await deliver(stub.invoiceEvent('invoice.paid', subscription.id));
    await expect
      .poll(async () => (await mailsTo(server.dataDir, email)).map((mail) => mail.subject))
      .toContain('Receipt for your Leader membership: $87.55');
    await expect
      .poll(async () => (await billing(cookie)).payments)
      .toContainEqual(expect.objectContaining({ tier: 'leader', planType: 'yearly', amountCents: 8755 }));
  });

  it('downgrades through a subscription schedule: the tier changes when Stripe renews on the new price', async () => {
    const { cookie, subscription } = await aSubscriber();
    await changePlan(cookie, { tier: 'catalyst', planType: 'monthly' });

    const down = await changePlan(cookie, { tier: 'leader', planType: 'monthly' });

    expect(down.body).toMatchObject({
      subscription: {
        tier: 'catalyst',
        pendingChange: {
          tier: 'leader',
          billingCycle: 'monthly',
          effectiveAt: new Date(subscription.currentPeriodEnd * 1000).toISOString(),
        },
      },
    });
    expect(await me(server, cookie)).toMatchObject({ membershipTier: 'catalyst' });

    stub.renew(subscription.id);
    await deliver(stub.subscriptionEvent('customer.subscription.updated', subscription.id));

    expect(await me(server, cookie)).toMatchObject({ membershipTier: 'leader', billingCycle: 'monthly' });
    expect((await billing(cookie)).subscription).toMatchObject({
      tier: 'leader',
      amountCents: 955,
      pendingChange: null,
    });
  });

  it('expires the member’s earlier open Checkout Session when a new one starts', async () => {
    const email = newEmail('expire');
    await signUp(server, email);
    const cookie = await verify(server, email);
    const open = () =>
      request(server, 'POST', '/api/billing/checkout', {
        body: { tier: 'builder', planType: 'monthly' },
        headers: {
          cookie,
          'x-forwarded-for': freshIp(),
        },
      });
    const first = (await open()).body as { sessionId: string };
    const second = (await open()).body as { sessionId: string };

    expect(stub.sessions.find((session) => session.id === first.sessionId)?.status).toBe('expired');
    expect(stub.sessions.find((session) => session.id === second.sessionId)?.status).toBe('open');
  });
});
