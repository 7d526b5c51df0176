import { applyPaymentEvent } from '@commons/core/membership/apply-payment-event';
import { billingOverview } from '@commons/core/membership/billing-overview';
import { changePlan } from '@commons/core/membership/change-plan';
import { startMemberCheckout } from '@commons/core/membership/start-member-checkout';
import { cancelSubscription } from '@commons/core/membership/subscription-renewal';
import { anUnpaidMember } from '@commons/core/membership/testing/payment-builders';
import type { SubscriptionState } from '@commons/core/membership/payment-gateway';
import { paymentTestDeps } from '@commons/core/membership/testing/payment-test-deps';
import { outsideTransactions } from '@commons/core/shared/outside-transactions';
import { describe, expect, it, vi } from 'vitest';
import { SimulatedPaymentProvider } from './simulated-payment-provider.ts';
import { renewDueSubscriptions, renewSubscriptionNow } from './simulated-renewals.ts';

/** The simulator never fails a payment: a test sets a past-due subscription itself. */
class TestSimulator extends SimulatedPaymentProvider {
  setSubscription(state: SubscriptionState): void {
    this.subscriptions.set(state.id, { ...state });
  }
}

/**
 * A member who paid for `plan` on the simulator at 2026-01-01 (the FixedClock's start): core's
 * membership fakes, with the simulator on the test's clock as the payment provider.
 */
async function aPayingMember(plan = { tier: 'builder', planType: 'monthly' }) {
  const setup = paymentTestDeps();
  const { members, clock, transactions } = setup;
  let lastId = 0;
  const gateway = new TestSimulator({
    newId: (kind) => `${kind}_sim_${(lastId += 1)}`,
    checkoutUrl: (sessionId) => `/simulator/${sessionId}`,
    portalUrl: (portalSessionId) => `/simulator/portal/${portalSessionId}`,
    invoiceUrl: (invoiceId) => `/simulator/invoices/${invoiceId}`,
    clock,
  });
  const deps = { ...setup.deps, gateway: outsideTransactions(gateway, transactions) };
  const member = await members.create(
    anUnpaidMember({ emailVerifiedAt: clock.now(), membershipTier: 'builder' }),
  );
  const started = await startMemberCheckout(deps, {
    memberId: member.id,
    input: plan,
    clientIp: '203.0.113.40',
  });
  const paid = gateway.complete(started.sessionId)!.event;
  await applyPaymentEvent(deps, paid);
  const renewalDeps = { ...deps, simulator: gateway };
  return { ...setup, deps, gateway, member, subscriptionId: paid.subscriptionId!, renewalDeps };
}

describe('simulated renewals', () => {
  it('renews nothing before the period paid for ends', async () => {
    const { renewalDeps, clock, mailer } = await aPayingMember();
    clock.set('2026-01-31T23:59:59.000Z');

    expect(await renewDueSubscriptions(renewalDeps)).toBe(0);
    expect(mailer.receipts).toHaveLength(1);
  });

  it('charges the next period at its end at the catalogue’s price, with a receipt', async () => {
    const { renewalDeps, deps, clock, mailer, member } = await aPayingMember();
    clock.set('2026-02-01T00:00:00.000Z');

    expect(await renewDueSubscriptions(renewalDeps)).toBe(1);

    const overview = await billingOverview(deps, member.id);
    expect(overview.subscription).toMatchObject({
      tier: 'builder',
      planType: 'monthly',
      status: 'active',
      currentPeriodEnd: new Date('2026-03-01T00:00:00.000Z'),
    });
    expect(overview.payments).toHaveLength(2);
    expect(mailer.receipts.at(-1)).toMatchObject({
      to: member.email,
      tier: 'builder',
      planType: 'monthly',
      amountCents: 795,
      periodStart: new Date('2026-02-01T00:00:00.000Z'),
      periodEnd: new Date('2026-03-01T00:00:00.000Z'),
    });
    expect((await deps.members.findById(member.id))?.paymentStatus).toBe('paid');
    // Renewed once: a second pass in the same period finds nothing due.
    expect(await renewDueSubscriptions(renewalDeps)).toBe(0);
  });

  it('applies a pending downgrade at the period’s end and bills the new plan', async () => {
    const { renewalDeps, deps, clock, mailer, member, gateway, subscriptionId } = await aPayingMember({
      tier: 'leader',
      planType: 'yearly',
    });
    await changePlan(deps, { memberId: member.id, input: { tier: 'builder', planType: 'monthly' } });
    expect((await deps.members.findById(member.id))?.membershipTier).toBe('leader');
    clock.set('2027-01-01T00:00:00.000Z');

    // The schedule's next phase (subscription updated), then the first invoice of the new plan.
    expect(await renewDueSubscriptions(renewalDeps)).toBe(2);

    expect(await deps.members.findById(member.id)).toMatchObject({
      membershipTier: 'builder',
      billingCycle: 'monthly',
      paymentStatus: 'paid',
    });
    expect(await gateway.subscriptionState(subscriptionId)).toMatchObject({
      tier: 'builder',
      billingCycle: 'monthly',
      amountCents: 795,
      pendingChange: null,
      currentPeriodEnd: new Date('2027-02-01T00:00:00.000Z'),
    });
    expect(mailer.receipts.at(-1)).toMatchObject({ tier: 'builder', planType: 'monthly', amountCents: 795 });
    expect((await billingOverview(deps, member.id)).subscription?.pendingChange).toBeNull();
  });

  it('ends a subscription cancelled at the period’s end, and tells the member', async () => {
    const { renewalDeps, deps, clock, mailer, member, gateway, subscriptionId } = await aPayingMember();
    await cancelSubscription(deps, member.id);
    clock.set('2026-02-01T00:00:00.000Z');

    expect(await renewDueSubscriptions(renewalDeps)).toBe(1);

    expect((await gateway.subscriptionState(subscriptionId))?.status).toBe('ended');
    expect((await deps.members.findById(member.id))?.paymentStatus).not.toBe('paid');
    expect(mailer.cancellations.at(-1)).toMatchObject({ to: member.email, kind: 'ended' });
    expect(mailer.receipts).toHaveLength(1);
    // An ended subscription never renews again.
    clock.set('2026-06-01T00:00:00.000Z');
    expect(await renewDueSubscriptions(renewalDeps)).toBe(0);
  });

  it('renews once per period missed while nothing ran, each with its receipt', async () => {
    const { renewalDeps, deps, clock, mailer, member } = await aPayingMember();
    clock.set('2026-04-15T00:00:00.000Z');

    expect(await renewDueSubscriptions(renewalDeps)).toBe(3);

    expect(mailer.receipts.map((receipt) => receipt.periodStart?.toISOString())).toEqual([
      '2026-01-01T00:00:00.000Z',
      '2026-02-01T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
      '2026-04-01T00:00:00.000Z',
    ]);
    expect((await billingOverview(deps, member.id)).subscription?.currentPeriodEnd).toEqual(
      new Date('2026-05-01T00:00:00.000Z'),
    );
  });

  it('renews one subscription at once on request, as though its period had ended', async () => {
    const { renewalDeps, deps, member, subscriptionId, mailer } = await aPayingMember();

    expect(await renewSubscriptionNow(renewalDeps, subscriptionId)).toBe(1);

    expect((await billingOverview(deps, member.id)).subscription?.currentPeriodEnd).toEqual(
      new Date('2026-03-01T00:00:00.000Z'),
    );
    expect(mailer.receipts).toHaveLength(2);
    expect(await renewSubscriptionNow(renewalDeps, 'sub_unknown')).toBe(0);
  });

  it('charges no new period to a past-due subscription (its unpaid invoice is retried instead)', async () => {
    const { renewalDeps, clock, mailer, gateway, subscriptionId } = await aPayingMember();
    const state = (await gateway.subscriptionState(subscriptionId))!;
    gateway.setSubscription({ ...state, status: 'past-due', pastDueSince: state.currentPeriodEnd });
    clock.set('2026-02-02T00:00:00.000Z');

    expect(await renewDueSubscriptions(renewalDeps)).toBe(0);
    expect(mailer.receipts).toHaveLength(1);
  });

  it('does nothing when Stripe is the provider (it renews by itself)', async () => {
    const { deps, clock } = await aPayingMember();
    clock.set('2026-02-01T00:00:00.000Z');

    expect(await renewDueSubscriptions({ ...deps, simulator: null })).toBe(0);
  });
});

describe('simulated upgrades', () => {
  /**
   * A builder paying monthly since 2026-01-01 upgrades on 2026-01-11: 21 of the period's 31 days
   * are unused. The simulator's notifications are applied as the webhook path applies Stripe's.
   */
  async function anUpgrade(to: { tier: string; planType: string }) {
    const paying = await aPayingMember();
    const { deps, gateway, clock, member } = paying;
    gateway.onNotification((event) => void applyPaymentEvent(deps, event));
    clock.set('2026-01-11T00:00:00.000Z');
    await changePlan(deps, { memberId: member.id, input: to });
    await vi.waitFor(() => expect(paying.mailer.receipts).toHaveLength(2));
    return paying;
  }

  it('charges a mid-period upgrade at once: the unused old price credited, the new one charged', async () => {
    const { deps, mailer, member } = await anUpgrade({ tier: 'leader', planType: 'monthly' });

    // Credit round(795 × 21/31) = 539, charge round(955 × 21/31) = 647: 108 cents.
    const receipt = {
      to: member.email,
      tier: 'leader',
      planType: 'monthly',
      amountCents: 108,
      periodStart: new Date('2026-01-11T00:00:00.000Z'),
      periodEnd: new Date('2026-02-01T00:00:00.000Z'),
    };
    expect(mailer.receipts[1]).toMatchObject(receipt);
    const overview = await billingOverview(deps, member.id);
    expect(overview.payments).toHaveLength(2);
    expect(overview.payments).toContainEqual(
      expect.objectContaining({ tier: 'leader', planType: 'monthly', amountCents: 108 }),
    );
    expect(overview.subscription).toMatchObject({
      tier: 'leader',
      planType: 'monthly',
      currentPeriodEnd: new Date('2026-02-01T00:00:00.000Z'),
    });
  });

  it('charges a change of cycle the new price in full, less the unused old period, from today', async () => {
    const { deps, mailer, member } = await anUpgrade({ tier: 'leader', planType: 'yearly' });

    // The billing anchor resets: 9550 for the year from today, less the 539 credit.
    expect(mailer.receipts[1]).toMatchObject({
      tier: 'leader',
      planType: 'yearly',
      amountCents: 9011,
      periodStart: new Date('2026-01-11T00:00:00.000Z'),
      periodEnd: new Date('2027-01-11T00:00:00.000Z'),
    });
    expect((await billingOverview(deps, member.id)).subscription).toMatchObject({
      tier: 'leader',
      planType: 'yearly',
      amountCents: 9550,
      currentPeriodEnd: new Date('2027-01-11T00:00:00.000Z'),
    });
  });

  it('sends no invoice for a downgrade: it waits for the period’s end', async () => {
    const { deps, gateway, member, mailer } = await aPayingMember({ tier: 'leader', planType: 'yearly' });
    const sent: unknown[] = [];
    gateway.onNotification((event) => sent.push(event));

    await changePlan(deps, { memberId: member.id, input: { tier: 'builder', planType: 'monthly' } });
    // An upgrade made after it is delivered, so the downgrade's silence is not a timing accident.
    await changePlan(deps, { memberId: member.id, input: { tier: 'catalyst', planType: 'yearly' } });

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ type: 'invoice-paid', invoice: { amountCents: 23990 - 9550 } });
    expect(mailer.receipts).toHaveLength(1);
  });
});
