import { describe, expect, it, vi } from 'vitest';
import type { Member } from '../members/member.ts';
import type { NewMember } from '../members/member-repository.ts';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { applyPaymentEvent } from './apply-payment-event.ts';
import type { PaymentEvent, SubscriptionState } from './payment-gateway.ts';
import { aPaymentEvent, aSubscription, anUnpaidMember } from './testing/payment-builders.ts';
import { paymentTestDeps } from './testing/payment-test-deps.ts';

const verifiedAt = new Date('2026-01-02T00:00:00.000Z');

async function setUp(memberOverrides: Partial<NewMember> = {}) {
  const { deps, members, gateway, paymentEvents, clock, mailer } = paymentTestDeps(
    new FixedClock('2026-03-01T00:00:00.000Z'),
  );
  const member = await members.create(anUnpaidMember({ paymentCustomerId: 'cus_1', ...memberOverrides }));
  const subscription = (overrides: Partial<SubscriptionState> = {}) =>
    gateway.setSubscription(
      aSubscription({ id: 'sub_1', customerId: 'cus_1', memberId: member.id, tier: 'builder', ...overrides }),
    );
  const deliver = (overrides: Partial<PaymentEvent>) =>
    applyPaymentEvent(deps, aPaymentEvent({ customerId: 'cus_1', subscriptionId: 'sub_1', ...overrides }));
  const current = async () => (await members.findById(member.id))!;
  const history = () => members.statusHistory(member.id);
  return {
    deps,
    members,
    gateway,
    paymentEvents,
    clock,
    mailer,
    member,
    subscription,
    deliver,
    current,
    history,
  };
}

const statuses = (member: Member) => [member.membershipStatus, member.paymentStatus];

describe('applyPaymentEvent', () => {
  it('keeps neither the payment nor its receipt when a write after the receipt was queued fails', async () => {
    const { deps, members, subscription, deliver, mailer, member } = await setUp();
    subscription();
    const invoice = { id: 'in_1', amountCents: 795, periodStart: null, periodEnd: null, url: null };
    const paid = { id: 'evt_paid', type: 'invoice-paid', memberId: member.id, invoice } as const;
    vi.spyOn(members, 'recordStatusChange').mockRejectedValueOnce(new Error('history unavailable'));

    await expect(deliver(paid)).rejects.toThrow('history unavailable');

    expect(mailer.receipts).toEqual([]);
    expect(await deps.billing.paymentsOf(member.id)).toEqual([]);
    await deliver(paid);
    expect(mailer.receipts).toMatchObject([{ to: member.email, amountCents: 795 }]);
  });

  it('marks an unverified member paid when the checkout completes, and keeps them pending', async () => {
    const { subscription, deliver, current, history, member } = await setUp();
    subscription({ billingCycle: 'yearly' });

    const result = await deliver({ id: 'evt_checkout', type: 'checkout-completed', memberId: member.id });

    expect(result).toEqual({ outcome: 'applied', memberId: member.id, statusChanged: true });
    expect(await current()).toMatchObject({
      membershipStatus: 'pending',
      paymentStatus: 'paid',
      paymentSubscriptionId: 'sub_1',
      billingCycle: 'yearly',
    });
    expect(await history()).toEqual([
      {
        memberId: member.id,
        fromStatus: 'pending',
        toStatus: 'pending',
        fromPaymentStatus: 'unpaid',
        toPaymentStatus: 'paid',
        fromTier: 'builder',
        toTier: 'builder',
        fromBillingCycle: 'monthly',
        toBillingCycle: 'yearly',
        reason: 'payment:checkout-completed',
        actor: { kind: 'payment-event', eventId: 'evt_checkout' },
        at: new Date('2026-03-01T00:00:00.000Z'),
      },
    ]);
  });

  it('activates a member whose e-mail is already verified', async () => {
    const { subscription, deliver, current } = await setUp({ emailVerifiedAt: verifiedAt });
    subscription();
    await deliver({ type: 'invoice-paid' });
    expect(statuses(await current())).toEqual(['active', 'paid']);
  });

  it('finds the member by the customer when the event does not name them', async () => {
    const { subscription, deliver, current } = await setUp({ emailVerifiedAt: verifiedAt });
    subscription({ memberId: null });
    await deliver({ type: 'invoice-paid', memberId: null });
    expect(statuses(await current())).toEqual(['active', 'paid']);
  });

  it('links the customer and the tier actually paid for', async () => {
    const { subscription, deliver, current, member } = await setUp({ paymentCustomerId: null });
    subscription({ tier: 'leader', billingCycle: 'monthly' });
    await deliver({ type: 'checkout-completed', memberId: member.id });
    expect(await current()).toMatchObject({
      paymentCustomerId: 'cus_1',
      membershipTier: 'leader',
      billingCycle: 'monthly',
    });
  });

  it('applies an event delivered twice only once', async () => {
    const { subscription, current, history, member, deps, paymentEvents } = await setUp();
    subscription();
    const event = aPaymentEvent({
      id: 'evt_twice',
      memberId: member.id,
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
    });

    const first = await applyPaymentEvent(deps, event);
    const second = await applyPaymentEvent(deps, event);

    expect(first.outcome).toBe('applied');
    expect(second).toEqual({ outcome: 'duplicate' });
    expect(statuses(await current())).toEqual(['pending', 'paid']);
    expect(await history()).toHaveLength(1);
    expect(await paymentEvents.find('evt_twice')).toMatchObject({
      type: 'checkout-completed',
      memberId: member.id,
    });
  });

  it('lets no late event undo a newer state: an old "paid" after the cancellation changes nothing', async () => {
    const { subscription, deliver, current } = await setUp({
      emailVerifiedAt: verifiedAt,
      membershipStatus: 'active',
      paymentStatus: 'paid',
      paymentSubscriptionId: 'sub_1',
    });
    subscription({ status: 'ended' });

    await deliver({ type: 'subscription-deleted', providerType: 'customer.subscription.deleted' });
    await deliver({ type: 'invoice-paid', providerType: 'invoice.paid' });
    await deliver({ type: 'checkout-completed' });

    expect(statuses(await current())).toEqual(['pending', 'unpaid']);
  });

  it('ends active whichever of "invoice paid" and "checkout completed" arrives first', async () => {
    const { subscription, deliver, current, history, member } = await setUp({ emailVerifiedAt: verifiedAt });
    subscription();

    await deliver({ type: 'invoice-paid' });
    await deliver({ type: 'checkout-completed', memberId: member.id });

    expect(statuses(await current())).toEqual(['active', 'paid']);
    expect((await history()).map((change) => change.reason)).toEqual(['payment:invoice-paid']);
  });

  it('keeps a member paid during the grace period after a failed renewal, then makes them unpaid', async () => {
    const paidMember = {
      emailVerifiedAt: verifiedAt,
      membershipStatus: 'active',
      paymentStatus: 'paid',
    } as const;
    const { subscription, deliver, current, history, clock } = await setUp({
      ...paidMember,
      paymentSubscriptionId: 'sub_1',
    });
    subscription({ status: 'past-due', pastDueSince: new Date('2026-03-01T00:00:00.000Z') });

    await deliver({ type: 'payment-failed' });
    expect(statuses(await current())).toEqual(['active', 'paid']);
    expect((await history()).at(-1)?.reason).toBe(
      'payment:payment-failed:grace-until:2026-03-08T00:00:00.000Z',
    );

    clock.advanceSeconds(7 * 24 * 60 * 60);
    await deliver({ type: 'payment-failed' });
    expect(statuses(await current())).toEqual(['pending', 'unpaid']);
    expect((await history()).at(-1)).toMatchObject({ toStatus: 'pending', toPaymentStatus: 'unpaid' });
  });

  it('makes the member unpaid and pending when the subscription is deleted', async () => {
    const { subscription, deliver, current, history } = await setUp({
      emailVerifiedAt: verifiedAt,
      membershipStatus: 'active',
      paymentStatus: 'paid',
      paymentSubscriptionId: 'sub_1',
    });
    subscription({ status: 'ended' });

    await deliver({ type: 'subscription-deleted' });

    expect(statuses(await current())).toEqual(['pending', 'unpaid']);
    expect((await history()).at(-1)?.reason).toBe('payment:subscription-deleted');
  });

  it('records a refund in the history without changing the statuses', async () => {
    const { deliver, current, history } = await setUp({ membershipStatus: 'active', paymentStatus: 'paid' });

    await deliver({ type: 'refund-recorded', subscriptionId: null, amountCents: 7950 });

    expect(statuses(await current())).toEqual(['active', 'paid']);
    expect(await history()).toMatchObject([
      { fromStatus: 'active', toStatus: 'active', reason: 'payment:refund-recorded:7950' },
    ]);
  });

  it('records but ignores an event about no member of ours', async () => {
    const { deliver, paymentEvents } = await setUp();
    const result = await deliver({ id: 'evt_stranger', customerId: 'cus_stranger', subscriptionId: null });
    expect(result).toEqual({ outcome: 'ignored', reason: 'no member for this event' });
    expect(await paymentEvents.find('evt_stranger')).toMatchObject({ memberId: null });
  });

  it('ignores news about a subscription the member no longer holds', async () => {
    const { gateway, deliver, current, member } = await setUp({
      membershipStatus: 'active',
      paymentStatus: 'paid',
      paymentSubscriptionId: 'sub_new',
    });
    gateway.setSubscription(
      aSubscription({ id: 'sub_old', customerId: 'cus_1', memberId: member.id, status: 'ended' }),
    );

    const result = await deliver({ type: 'subscription-deleted', subscriptionId: 'sub_old' });

    expect(result.outcome).toBe('ignored');
    expect(statuses(await current())).toEqual(['active', 'paid']);
  });

  it('adopts a newly paid subscription after an old one lapsed', async () => {
    const { gateway, deliver, current, member } = await setUp({
      emailVerifiedAt: verifiedAt,
      membershipStatus: 'pending',
      paymentStatus: 'unpaid',
      paymentSubscriptionId: 'sub_old',
    });
    gateway.setSubscription(aSubscription({ id: 'sub_new', customerId: 'cus_1', memberId: member.id }));

    await deliver({ type: 'checkout-completed', subscriptionId: 'sub_new', memberId: member.id });

    expect(await current()).toMatchObject({
      membershipStatus: 'active',
      paymentStatus: 'paid',
      paymentSubscriptionId: 'sub_new',
    });
  });

  it('ignores an event naming another customer than the member’s', async () => {
    const { subscription, deliver, current, member } = await setUp();
    subscription({ customerId: 'cus_other' });
    const result = await deliver({ memberId: member.id, customerId: 'cus_other' });
    expect(result.outcome).toBe('ignored');
    expect(statuses(await current())).toEqual(['pending', 'unpaid']);
  });

  it('waits while the first payment is still incomplete', async () => {
    const { subscription, deliver, current, history, member } = await setUp();
    subscription({ status: 'incomplete' });
    await deliver({ type: 'checkout-completed', memberId: member.id });
    expect(await current()).toMatchObject({ paymentStatus: 'unpaid', paymentSubscriptionId: 'sub_1' });
    expect(await history()).toEqual([]);
  });

  it('leaves events outside the membership alone without asking the provider', async () => {
    const { deliver, gateway } = await setUp();
    const result = await deliver({ type: 'other', providerType: 'customer.updated' });
    expect(result).toEqual({ outcome: 'ignored', reason: 'not a membership event (customer.updated)' });
    expect(gateway.subscriptionReads).toEqual([]);
  });

  describe('e-mails after the transaction', () => {
    const paidMember = {
      emailVerifiedAt: verifiedAt,
      membershipStatus: 'active',
      paymentStatus: 'paid',
      paymentSubscriptionId: 'sub_1',
    } as const;

    it('tells the member a renewal failed and until when they stay paid, once per failed attempt', async () => {
      const { subscription, deliver, mailer, member } = await setUp(paidMember);
      subscription({
        status: 'past-due',
        pastDueSince: new Date('2026-03-01T00:00:00.000Z'),
        amountCents: 795,
      });

      await deliver({ id: 'evt_failed', type: 'payment-failed' });
      await deliver({ id: 'evt_failed', type: 'payment-failed' });

      expect(mailer.paymentsFailed).toEqual([
        {
          to: member.email,
          firstName: member.firstName,
          tier: 'builder',
          amountCents: 795,
          graceEndsAt: new Date('2026-03-08T00:00:00.000Z'),
        },
      ]);
    });

    it('asks the member to confirm a payment their bank holds (3-D Secure) once, and shows it until the invoice is paid', async () => {
      const { deps, subscription, deliver, mailer, member } = await setUp(paidMember);
      subscription({
        status: 'past-due',
        pastDueSince: new Date('2026-03-01T00:00:00.000Z'),
        amountCents: 795,
      });
      const url = 'https://invoice.example.test/in_3ds';
      const invoice = { id: 'in_3ds', amountCents: 795, periodStart: null, periodEnd: null, url };

      await deliver({ id: 'evt_action', type: 'action-required', invoice });
      await deliver({ id: 'evt_action', type: 'action-required', invoice });

      expect(mailer.actionsRequired).toEqual([
        { to: member.email, firstName: member.firstName, tier: 'builder', amountCents: 795, invoiceUrl: url },
      ]);
      expect((await deps.billing.subscriptionsOf(member.id))[0]?.actionRequired).toEqual({
        invoiceId: 'in_3ds',
        url,
      });

      subscription();
      await deliver({ id: 'evt_paid', type: 'invoice-paid', invoice });
      expect((await deps.billing.subscriptionsOf(member.id))[0]?.actionRequired).toBeUndefined();
      // Delivered after the payment's notification, it asks for nothing.
      await deliver({ id: 'evt_action_late', type: 'action-required', invoice });
      expect(mailer.actionsRequired).toHaveLength(1);
      expect((await deps.billing.subscriptionsOf(member.id))[0]?.actionRequired).toBeUndefined();
    });

    it('confirms a cancellation at the period end made at the provider, and then the end', async () => {
      const { subscription, deliver, mailer } = await setUp(paidMember);
      subscription();
      await deliver({ type: 'invoice-paid' });
      subscription({ cancelAtPeriodEnd: true });

      await deliver({ type: 'subscription-updated' });
      await deliver({ type: 'subscription-updated' });
      subscription({ status: 'ended', cancelAtPeriodEnd: true });
      await deliver({ type: 'subscription-deleted' });
      await deliver({ type: 'subscription-deleted' });

      expect(mailer.cancellations.map(({ kind, endsAt }) => ({ kind, endsAt }))).toEqual([
        { kind: 'scheduled', endsAt: new Date('2027-01-01T00:00:00.000Z') },
        { kind: 'ended', endsAt: null },
      ]);
    });

    it('says nothing of a subscription the member no longer holds', async () => {
      const { subscription, deliver, mailer } = await setUp({
        ...paidMember,
        paymentSubscriptionId: 'sub_0',
      });
      subscription({ status: 'ended' });

      await deliver({ type: 'subscription-deleted' });

      expect(mailer.cancellations).toEqual([]);
    });
  });
});
