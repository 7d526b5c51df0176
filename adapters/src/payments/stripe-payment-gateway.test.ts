import { paymentGatewayContract } from '@commons/core/membership/testing/payment-gateway.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripePaymentGateway, stripeApiVersion } from './stripe-payment-gateway.ts';
import { paramsUnder, signNotification, StripeStub } from './testing/stripe-stub.ts';

const webhookSecret = 'whsec_test_secret';
const stub = new StripeStub();
beforeAll(() => stub.start());
afterAll(() => stub.stop());

function gateway(options: { webhookSecret?: string } = {}) {
  return new StripePaymentGateway({
    secretKey: 'sk_test_commons',
    webhookSecret: 'webhookSecret' in options ? options.webhookSecret : webhookSecret,
    apiUrl: stub.url,
    publicUrl: 'https://commons.example.org/',
  });
}

const member = {
  memberId: '30000000-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  name: 'Ada Okafor',
};
const checkout = (customerId: string) => ({
  memberId: member.memberId,
  customerId,
  email: member.email,
  tier: 'builder' as const,
  productName: 'Builder membership',
  billingCycle: 'yearly' as const,
  amountCents: 7950,
  successPath: '/payment-success?tier=builder',
  cancelPath: '/checkout?tier=builder&plan=yearly',
});

paymentGatewayContract('Stripe SDK on a local stub', async () => {
  const stripe = gateway();
  return {
    gateway: stripe,
    completeCheckout: async (sessionId) => {
      const subscription = stub.completeSession(sessionId);
      const payload = stub.checkoutCompleted(sessionId, subscription.id);
      return stripe.parseWebhook(payload, signNotification(payload, webhookSecret));
    },
    customerEmail: async (customerId) =>
      stub.customers.find((customer) => customer.id === customerId)?.params.email ?? null,
  };
});

describe('StripePaymentGateway', () => {
  it('opens a subscription Checkout Session at the catalogue price found by lookup key, for the member’s customer', async () => {
    const stripe = gateway();
    const customerId = await stripe.createCustomer(member);

    const session = await stripe.startCheckout(checkout(customerId));

    const sent = stub.sessions.find((candidate) => candidate.id === session.sessionId)!;
    const price = stub.prices.find((candidate) => candidate.lookupKey === 'commons_builder_yearly')!;
    expect(session.redirectUrl).toBe(`https://checkout.stripe.com/c/pay/${session.sessionId}`);
    expect(sent.params).toMatchObject({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: member.memberId,
      'line_items[0][quantity]': '1',
      'line_items[0][price]': price.id,
      success_url: 'https://commons.example.org/payment-success?tier=builder',
      cancel_url: 'https://commons.example.org/checkout?tier=builder&plan=yearly',
    });
    expect(Object.keys(sent.params).some((key) => key.includes('price_data'))).toBe(false);
    expect(paramsUnder(sent.params, 'subscription_data[metadata]')).toEqual({
      memberId: member.memberId,
      tier: 'builder',
      billingCycle: 'yearly',
    });
    const request = stub.requests.find((candidate) => candidate.path === '/v1/checkout/sessions')!;
    expect(request.authorization).toBe('Bearer sk_test_commons');
  });

  it('opens a customer portal session for the member’s customer that returns to the payment section', async () => {
    const stripe = gateway();
    const customerId = await stripe.createCustomer(member);

    const url = await stripe.openCustomerPortal({
      memberId: member.memberId,
      customerId,
      returnPath: '/dashboard#payment',
    });

    const opened = stub.portalSessions.at(-1)!;
    expect(url).toBe(`https://billing.stripe.com/p/session/${opened.id}`);
    expect(opened).toMatchObject({
      customer: customerId,
      returnUrl: 'https://commons.example.org/dashboard#payment',
    });
  });

  it('looks the catalogue up once per gateway, and bills monthly plans at the monthly price', async () => {
    const stripe = gateway();
    const lookups = () => stub.requests.filter((request) => request.path === '/v1/prices').length;
    const before = lookups();
    const monthly = await stripe.startCheckout({
      ...checkout('cus_x'),
      billingCycle: 'monthly',
      amountCents: 795,
    });
    await stripe.startCheckout({ ...checkout('cus_x'), tier: 'leader', amountCents: 9550 });

    const sent = stub.sessions.find((candidate) => candidate.id === monthly.sessionId)!;
    const price = stub.prices.find((candidate) => candidate.id === sent.params['line_items[0][price]']);
    expect(price).toMatchObject({ lookupKey: 'commons_builder_monthly', interval: 'month', unitAmount: 795 });
    expect(lookups() - before).toBe(1);
  });

  it('refuses a checkout, naming the command to run, while Stripe lacks the catalogue', async () => {
    const empty = await new StripeStub({ catalogue: false }).start();
    try {
      const stripe = new StripePaymentGateway({
        secretKey: 'sk_test_empty',
        apiUrl: empty.url,
        publicUrl: 'https://x.test',
      });
      await expect(stripe.startCheckout(checkout('cus_x'))).rejects.toThrow(
        'Stripe has no price commons_builder_yearly: run npm run cli -- stripe:sync-prices',
      );
      expect(empty.sessions).toEqual([]);
    } finally {
      await empty.stop();
    }
  });

  it('upgrades at once with the prorated difference invoiced now, and downgrades by a schedule at renewal', async () => {
    const stripe = gateway();
    const customerId = await stripe.createCustomer({
      ...member,
      memberId: '30000000-0000-4000-8000-000000000077',
    });
    const session = await stripe.startCheckout({
      ...checkout(customerId),
      billingCycle: 'monthly',
      amountCents: 795,
    });
    const subscription = stub.completeSession(session.sessionId);

    await stripe.changePlan(subscription.id, { tier: 'catalyst', billingCycle: 'monthly' }, 'at-renewal');
    const scheduleId = stub.subscriptions.get(subscription.id)!.schedule!;
    expect(stub.schedules.get(scheduleId)).toMatchObject({ endBehavior: 'release', status: 'active' });
    expect(stub.schedules.get(scheduleId)!.phases[1]).toMatchObject({
      startDate: subscription.currentPeriodEnd,
      metadata: { memberId: member.memberId, tier: 'catalyst', billingCycle: 'monthly' },
    });

    await stripe.changePlan(subscription.id, { tier: 'leader', billingCycle: 'yearly' }, 'now');

    expect(stub.schedules.get(scheduleId)!.status).toBe('released');
    expect(stub.subscriptionUpdates.at(-1)!.params).toMatchObject({
      'items[0][id]': `si_${subscription.id}`,
      'items[0][price]': stub.prices.find((price) => price.lookupKey === 'commons_leader_yearly')!.id,
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      'metadata[tier]': 'leader',
      'metadata[billingCycle]': 'yearly',
    });
    expect(await stripe.subscriptionState(subscription.id)).toMatchObject({
      tier: 'leader',
      billingCycle: 'yearly',
      amountCents: 9550,
      pendingChange: null,
    });
  });

  it('invoices an upgrade’s prorated difference as Stripe does, and its invoice.paid carries it', async () => {
    const stripe = gateway();
    const customerId = await stripe.createCustomer({
      ...member,
      memberId: '30000000-0000-4000-8000-000000000078',
    });
    const session = await stripe.startCheckout({
      ...checkout(customerId),
      billingCycle: 'monthly',
      amountCents: 795,
    });
    const read = (payload: string) => stripe.parseWebhook(payload, signNotification(payload, webhookSecret));
    const { id } = stub.completeSession(session.sessionId);
    // A quarter of a 28-day month is left: credit round(795 / 4) = 199, charge round(955 / 4) = 239.
    // The rounding holds for ten minutes of a slow run either way.
    const now = Math.floor(Date.now() / 1000);
    const day = 24 * 60 * 60;
    stub.setSubscription(id, { currentPeriodStart: now - 21 * day, currentPeriodEnd: now + 7 * day });

    await stripe.changePlan(id, { tier: 'leader', billingCycle: 'monthly' }, 'now');

    const upgraded = stub.subscriptions.get(id)!;
    expect(await read(stub.invoiceEvent('invoice.paid', id))).toMatchObject({
      type: 'invoice-paid',
      subscriptionId: id,
      invoice: {
        id: upgraded.latestInvoice!.id,
        amountCents: 40,
        periodStart: new Date(upgraded.latestInvoice!.created * 1000),
        periodEnd: new Date((now + 7 * day) * 1000),
      },
    });

    // Monthly to yearly resets the anchor: the year in full, less the unused month's credit.
    await stripe.changePlan(id, { tier: 'leader', billingCycle: 'yearly' }, 'now');

    const yearly = stub.subscriptions.get(id)!;
    expect(await read(stub.invoiceEvent('invoice.paid', id))).toMatchObject({
      invoice: {
        id: yearly.latestInvoice!.id,
        amountCents: 9550 - 239,
        periodStart: new Date(yearly.currentPeriodStart! * 1000),
        periodEnd: new Date(yearly.currentPeriodEnd * 1000),
      },
    });
  });

  it('creates a member’s customer once even when asked again (idempotency key per member)', async () => {
    const stripe = gateway();
    const before = stub.customers.length;
    const other = { ...member, memberId: '30000000-0000-4000-8000-000000000099' };

    const first = await stripe.createCustomer(other);
    const second = await stripe.createCustomer(other);

    expect(second).toBe(first);
    expect(stub.customers.length - before).toBe(1);
    expect(stub.customers.at(-1)?.params).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada Okafor',
      'metadata[memberId]': other.memberId,
    });
  });

  it('sends one customer request for concurrent asks about one member', async () => {
    const stripe = gateway();
    const requestsBefore = stub.requests.filter((request) => request.path === '/v1/customers').length;
    const concurrent = { ...member, memberId: '30000000-0000-4000-8000-000000000098' };

    const ids = await Promise.all([stripe.createCustomer(concurrent), stripe.createCustomer(concurrent)]);
    const later = await stripe.createCustomer(concurrent);

    expect(ids[1]).toBe(ids[0]);
    expect(later).toBe(ids[0]);
    const requests = stub.requests.filter((request) => request.path === '/v1/customers');
    expect(requests.length - requestsBefore).toBe(2);
    expect(requests.at(-1)?.idempotencyKey).toBe(`commons-customer-${concurrent.memberId}`);
  });

  it('reads invoices, subscription changes and refunds from verified notifications', async () => {
    const stripe = gateway();
    const session = await stripe.startCheckout(checkout(await stripe.createCustomer(member)));
    const subscription = stub.completeSession(session.sessionId);
    const read = (payload: string) => stripe.parseWebhook(payload, signNotification(payload, webhookSecret));

    expect(await read(stub.invoiceEvent('invoice.paid', subscription.id, 'evt_paid'))).toMatchObject({
      id: 'evt_paid',
      type: 'invoice-paid',
      providerType: 'invoice.paid',
      customerId: subscription.customer,
      subscriptionId: subscription.id,
      invoice: {
        id: subscription.latestInvoice!.id,
        amountCents: 7950,
        periodEnd: new Date(subscription.currentPeriodEnd * 1000),
        url: `https://invoice.stripe.com/i/${subscription.latestInvoice!.id}`,
        // Read from the payment intent that paid the invoice: the notification does not say.
        cardLast4: '4242',
      },
    });
    stub.cardLast4 = '1881';
    expect((await read(stub.invoiceEvent('invoice.paid', subscription.id))).invoice?.cardLast4).toBe('1881');
    stub.cardLast4 = '4242';
    expect(await read(stub.invoiceEvent('invoice.payment_failed', subscription.id))).toMatchObject({
      type: 'payment-failed',
      subscriptionId: subscription.id,
    });
    // 3-D Secure: nothing is paid yet; the amount due and the page where the member confirms it.
    expect(await read(stub.invoiceEvent('invoice.payment_action_required', subscription.id))).toMatchObject({
      type: 'action-required',
      subscriptionId: subscription.id,
      invoice: {
        id: subscription.latestInvoice!.id,
        amountCents: 7950,
        url: `https://invoice.stripe.com/i/${subscription.latestInvoice!.id}`,
      },
    });
    expect(
      await read(stub.subscriptionEvent('customer.subscription.deleted', subscription.id)),
    ).toMatchObject({
      type: 'subscription-deleted',
      subscriptionId: subscription.id,
      customerId: subscription.customer,
    });
    const refund = stub.event('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      customer: 'cus_r',
      amount_refunded: 795,
    });
    expect(await read(refund)).toMatchObject({
      type: 'refund-recorded',
      customerId: 'cus_r',
      amountCents: 795,
    });
    expect(await read(stub.event('customer.updated', { id: 'cus_r', object: 'customer' }))).toMatchObject({
      type: 'other',
      providerType: 'customer.updated',
    });
  });

  it('rejects a tampered body, another endpoint’s secret and a replayed old signature', async () => {
    const stripe = gateway();
    const payload = stub.event('invoice.paid', { id: 'in_1', object: 'invoice', customer: 'cus_1' });
    const signature = signNotification(payload, webhookSecret);
    const invalid = { code: 'VALIDATION', message: 'Invalid payment notification signature' };

    await expect(stripe.parseWebhook(payload.replace('cus_1', 'cus_2'), signature)).rejects.toMatchObject(
      invalid,
    );
    await expect(
      stripe.parseWebhook(payload, signNotification(payload, 'whsec_other')),
    ).rejects.toMatchObject(invalid);
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
    await expect(
      stripe.parseWebhook(payload, signNotification(payload, webhookSecret, anHourAgo)),
    ).rejects.toMatchObject(invalid);
    await expect(stripe.parseWebhook(payload, 'garbage')).rejects.toMatchObject(invalid);
    const inTenMinutes = Math.floor(Date.now() / 1000) + 600;
    await expect(
      stripe.parseWebhook(payload, signNotification(payload, webhookSecret, inTenMinutes)),
    ).rejects.toMatchObject(invalid);
  });

  it('refuses signed notifications that are not events, with a client error', async () => {
    const stripe = gateway();
    const malformed = { code: 'VALIDATION', message: 'Malformed payment notification' };
    const event = JSON.parse(stub.event('invoice.paid', { id: 'in_1', object: 'invoice' })) as Record<
      string,
      unknown
    >;
    for (const body of [
      [],
      'text',
      null,
      { ...event, data: { object: null } },
      { ...event, data: null },
      { ...event, id: undefined },
      { ...event, type: 7 },
    ]) {
      const payload = JSON.stringify(body);
      await expect(
        stripe.parseWebhook(payload, signNotification(payload, webhookSecret)),
        payload,
      ).rejects.toMatchObject(malformed);
    }
  });

  it('names the pinned API version on every request', async () => {
    await gateway().createCustomer({ ...member, memberId: '30000000-0000-4000-8000-000000000097' });
    expect(stub.requests.at(-1)?.stripeVersion).toBe(stripeApiVersion);
  });

  it('reads the amount, the period end and a cancellation at period end from the subscription', async () => {
    const stripe = gateway();
    const session = await stripe.startCheckout(checkout('cus_period'));
    const { id, currentPeriodEnd } = stub.completeSession(session.sessionId);

    await stripe.setCancelAtPeriodEnd(id, true);

    expect(await stripe.subscriptionState(id)).toMatchObject({
      amountCents: 7950,
      currentPeriodEnd: new Date(currentPeriodEnd * 1000),
      cancelAtPeriodEnd: true,
    });
    const update = stub.requests.filter((request) => request.method === 'POST').at(-1);
    expect(update?.path).toBe(`/v1/subscriptions/${id}`);
  });

  it('cancels a duplicate subscription at once and refunds its payment, once however often asked', async () => {
    const stripe = gateway();
    const session = await stripe.startCheckout(checkout('cus_duplicate'));
    const { id, latestInvoice } = stub.completeSession(session.sessionId);

    await stripe.cancelAndRefund(id);
    await stripe.cancelAndRefund(id);

    expect(stub.refunds.filter((refund) => refund.paymentIntent === `pi_${latestInvoice!.id}`)).toEqual([
      { paymentIntent: `pi_${latestInvoice!.id}`, amount: null, idempotencyKey: `commons-refund-${id}` },
    ]);
    expect((await stripe.subscriptionState(id))?.status).toBe('ended');
  });

  it('refuses to read notifications when no signing secret is configured', async () => {
    const payload = stub.event('invoice.paid', { id: 'in_1', object: 'invoice' });
    await expect(
      gateway({ webhookSecret: undefined }).parseWebhook(payload, signNotification(payload, webhookSecret)),
    ).rejects.toThrow('STRIPE_WEBHOOK_SECRET is not set');
  });

  it('maps the subscription’s Stripe status, and dates a past-due one from its unpaid invoice', async () => {
    const stripe = gateway();
    const session = await stripe.startCheckout(checkout('cus_status'));
    const { id } = stub.completeSession(session.sessionId);
    const finalizedAt = Math.floor(Date.parse('2026-03-01T00:00:00Z') / 1000);

    const expectations: [string, string][] = [
      ['active', 'active'],
      ['trialing', 'active'],
      ['unpaid', 'lapsed'],
      ['canceled', 'ended'],
      ['incomplete_expired', 'ended'],
      ['incomplete', 'incomplete'],
    ];
    for (const [stripeStatus, status] of expectations) {
      stub.setSubscription(id, { status: stripeStatus });
      expect((await stripe.subscriptionState(id))?.status).toBe(status);
    }
    stub.setSubscription(id, {
      status: 'past_due',
      latestInvoice: { id: 'in_due', status: 'open', created: finalizedAt - 3600, finalizedAt },
    });
    expect(await stripe.subscriptionState(id)).toMatchObject({
      status: 'past-due',
      pastDueSince: new Date('2026-03-01T00:00:00Z'),
      tier: 'builder',
      billingCycle: 'yearly',
    });
  });
});
