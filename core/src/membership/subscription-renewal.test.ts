import { describe, expect, it } from 'vitest';
import { applyPaymentEvent } from './apply-payment-event.ts';
import { billingOverview } from './billing-overview.ts';
import { startMemberCheckout } from './start-member-checkout.ts';
import { cancelSubscription, resumeSubscription } from './subscription-renewal.ts';
import { anUnpaidMember } from './testing/payment-builders.ts';
import { paymentTestDeps } from './testing/payment-test-deps.ts';

async function aPayingMember() {
  const { deps, members, gateway, mailer, clock } = paymentTestDeps();
  const member = await members.create(anUnpaidMember({ emailVerifiedAt: clock.now() }));
  const started = await startMemberCheckout(deps, {
    memberId: member.id,
    input: { tier: 'builder', planType: 'monthly' },
    clientIp: '203.0.113.20',
  });
  await applyPaymentEvent(deps, await gateway.completeCheckout(started.sessionId));
  return { deps, member, mailer, clock, gateway };
}

describe('billing overview, cancel and resume', () => {
  it('shows the paid subscription and its first payment', async () => {
    const { deps, member, clock } = await aPayingMember();

    expect(await billingOverview(deps, member.id)).toEqual({
      subscription: {
        tier: 'builder',
        planType: 'monthly',
        status: 'active',
        amountCents: 795,
        currentPeriodEnd: new Date('2026-02-01T00:00:00.000Z'),
        cancelAtPeriodEnd: false,
        pendingChange: null,
        actionRequiredUrl: null,
      },
      payments: [
        {
          receiptNumber: 1,
          tier: 'builder',
          planType: 'monthly',
          amountCents: 795,
          periodStart: clock.now(),
          periodEnd: new Date('2026-02-01T00:00:00.000Z'),
          invoiceUrl: null,
          cardLast4: null,
          paidAt: clock.now(),
          refundedAt: null,
          status: 'paid',
        },
      ],
    });
  });

  it('mails a receipt for the payment, once', async () => {
    const { mailer, member, clock } = await aPayingMember();
    expect(mailer.receipts).toEqual([
      {
        to: member.email,
        firstName: member.firstName,
        receiptNumber: 1,
        tier: 'builder',
        planType: 'monthly',
        amountCents: 795,
        periodStart: clock.now(),
        periodEnd: new Date('2026-02-01T00:00:00.000Z'),
        paidAt: clock.now(),
        invoiceUrl: null,
        cardLast4: null,
      },
    ]);
  });

  it('cancels at the period’s end, keeping the member paid, and resumes', async () => {
    const { deps, member } = await aPayingMember();

    const cancelled = await cancelSubscription(deps, member.id);
    expect(cancelled.subscription).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    expect((await deps.members.findById(member.id))?.paymentStatus).toBe('paid');

    const resumed = await resumeSubscription(deps, member.id);
    expect(resumed.subscription).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('confirms a cancellation by e-mail with its date, once, even when the provider reports it too', async () => {
    const { deps, member, mailer, gateway } = await aPayingMember();
    const subscriptionId = (await deps.members.findById(member.id))!.paymentSubscriptionId!;

    await cancelSubscription(deps, member.id);
    await applyPaymentEvent(deps, gateway.subscriptionUpdated(subscriptionId));
    await cancelSubscription(deps, member.id);

    expect(mailer.cancellations).toEqual([
      {
        to: member.email,
        firstName: member.firstName,
        tier: 'builder',
        kind: 'scheduled',
        endsAt: new Date('2026-02-01T00:00:00.000Z'),
      },
    ]);
  });

  it('has nothing to cancel for a member without a subscription', async () => {
    const { deps, members } = paymentTestDeps();
    const member = await members.create(anUnpaidMember());
    expect(await billingOverview(deps, member.id)).toEqual({ subscription: null, payments: [] });
    await expect(cancelSubscription(deps, member.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'You have no subscription to change.',
    });
  });
});

/** A member with two checkouts opened at the same moment: neither saw the other to expire it. */
async function twoOpenCheckouts() {
  const { deps, members, gateway, mailer, clock } = paymentTestDeps();
  const member = await members.create(anUnpaidMember({ emailVerifiedAt: clock.now() }));
  const racing = {
    ...deps,
    gateway: {
      createCustomer: deps.gateway.createCustomer.bind(deps.gateway),
      startCheckout: deps.gateway.startCheckout.bind(deps.gateway),
      expireOpenCheckouts: async () => 0,
    },
  };
  const open = () =>
    startMemberCheckout(racing, {
      memberId: member.id,
      input: { tier: 'leader', planType: 'yearly' },
      clientIp: '203.0.113.21',
    });
  const [first, second] = [await open(), await open()];
  return { deps, members, gateway, mailer, clock, member, first, second };
}

describe('two checkouts paid in two tabs', () => {
  it('keeps the first subscription, cancels and refunds the second at once, and tells the member', async () => {
    const { deps, members, gateway, mailer, member, first, second } = await twoOpenCheckouts();

    await applyPaymentEvent(deps, await gateway.completeCheckout(first.sessionId));
    const secondPaid = await gateway.completeCheckout(second.sessionId);
    const outcome = await applyPaymentEvent(deps, secondPaid);

    expect(outcome).toEqual({
      outcome: 'ignored',
      reason: 'a second live subscription: cancelled and refunded',
    });
    expect(gateway.refunded).toEqual(new Set([secondPaid.subscriptionId]));
    const held = await deps.billing.subscriptionsOf(member.id);
    expect(held.filter((record) => record.status === 'active')).toHaveLength(1);
    expect((await members.findById(member.id))?.paymentSubscriptionId).not.toBe(secondPaid.subscriptionId);
    expect(mailer.receipts).toHaveLength(1);
    expect(mailer.duplicatesRefunded).toEqual([
      { to: member.email, firstName: member.firstName, tier: 'leader', amountCents: 9550 },
    ]);
  });

  it('lists the second payment as refunded, with no receipt, even when reported after the refund', async () => {
    const { deps, gateway, mailer, clock, member, first, second } = await twoOpenCheckouts();
    await applyPaymentEvent(deps, await gateway.completeCheckout(first.sessionId));
    clock.advanceSeconds(60);
    const secondPaid = await gateway.completeCheckout(second.sessionId);

    // The checkout's notice comes first and names no invoice; the paid invoice is reported later.
    await applyPaymentEvent(deps, { ...secondPaid, invoice: null });
    await applyPaymentEvent(deps, {
      ...secondPaid,
      id: `${secondPaid.id}_invoice`,
      type: 'invoice-paid',
      providerType: 'fake.invoice-paid',
    });

    const { payments } = await billingOverview(deps, member.id);
    expect(payments.map(({ amountCents, status }) => ({ amountCents, status }))).toEqual([
      { amountCents: 9550, status: 'refunded' },
      { amountCents: 9550, status: 'paid' },
    ]);
    expect(mailer.receipts).toHaveLength(1);
  });
});
