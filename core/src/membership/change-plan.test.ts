import { describe, expect, it } from 'vitest';
import { applyPaymentEvent } from './apply-payment-event.ts';
import { changePlan, changePlanErrors } from './change-plan.ts';
import { startMemberCheckout } from './start-member-checkout.ts';
import { cancelSubscription } from './subscription-renewal.ts';
import { anUnpaidMember } from './testing/payment-builders.ts';
import { paymentTestDeps } from './testing/payment-test-deps.ts';

async function aPayingMember(
  plan: { tier: string; planType: string } = { tier: 'builder', planType: 'monthly' },
) {
  const setup = paymentTestDeps();
  const { deps, members, gateway, clock } = setup;
  const member = await members.create(anUnpaidMember({ emailVerifiedAt: clock.now() }));
  const started = await startMemberCheckout(deps, {
    memberId: member.id,
    input: plan,
    clientIp: '203.0.113.30',
  });
  const paid = await gateway.completeCheckout(started.sessionId);
  await applyPaymentEvent(deps, paid);
  const change = (input: unknown) => changePlan(deps, { memberId: member.id, input });
  return { ...setup, member, subscriptionId: paid.subscriptionId!, change };
}

describe('changePlan', () => {
  it('upgrades at once: the same subscription bills the new plan, and the member holds it, by their own hand', async () => {
    const { change, member, members, gateway, mailer, subscriptionId } = await aPayingMember();

    const overview = await change({ tier: 'leader', planType: 'yearly' });

    expect(overview.subscription).toMatchObject({
      tier: 'leader',
      planType: 'yearly',
      amountCents: 9550,
      status: 'active',
      pendingChange: null,
    });
    expect(await gateway.subscriptionState(subscriptionId)).toMatchObject({
      tier: 'leader',
      billingCycle: 'yearly',
    });
    const updated = await members.findById(member.id);
    expect(updated).toMatchObject({
      membershipTier: 'leader',
      billingCycle: 'yearly',
      paymentStatus: 'paid',
      paymentSubscriptionId: subscriptionId,
    });
    const history = await members.statusHistory(member.id);
    expect(history.at(-1)).toMatchObject({
      fromTier: 'builder',
      toTier: 'leader',
      toBillingCycle: 'yearly',
      reason: 'plan-changed',
      actor: { kind: 'member' },
    });
    expect(mailer.plansChanged).toEqual([
      {
        to: member.email,
        firstName: member.firstName,
        tier: 'leader',
        planType: 'yearly',
        amountCents: 9550,
        effectiveAt: null,
      },
    ]);
  });

  it('downgrades at the period’s end: the tier stays until then, and the overview shows the change waiting', async () => {
    const { change, member, members, mailer } = await aPayingMember({ tier: 'catalyst', planType: 'yearly' });
    const overview = await change({ tier: 'builder', planType: 'monthly' });

    expect(overview.subscription).toMatchObject({ tier: 'catalyst', planType: 'yearly', amountCents: 23990 });
    expect(overview.subscription?.pendingChange).toEqual({
      tier: 'builder',
      billingCycle: 'monthly',
      effectiveAt: overview.subscription!.currentPeriodEnd,
    });
    expect((await members.findById(member.id))?.membershipTier).toBe('catalyst');
    expect(mailer.plansChanged).toEqual([
      expect.objectContaining({
        tier: 'builder',
        planType: 'monthly',
        effectiveAt: overview.subscription!.currentPeriodEnd,
      }),
    ]);
  });

  it('takes a waiting downgrade back when the member chooses their current plan again', async () => {
    const { change, mailer } = await aPayingMember({ tier: 'leader', planType: 'yearly' });
    await change({ tier: 'builder', planType: 'yearly' });

    const overview = await change({ tier: 'leader', planType: 'yearly' });

    expect(overview.subscription).toMatchObject({ tier: 'leader', pendingChange: null });
    expect(mailer.plansChanged).toHaveLength(1);
  });

  it('lets a yearly period run out before monthly billing of the same tier starts', async () => {
    const { change } = await aPayingMember({ tier: 'builder', planType: 'yearly' });
    const overview = await change({ tier: 'builder', planType: 'monthly' });
    expect(overview.subscription).toMatchObject({
      planType: 'yearly',
      pendingChange: { billingCycle: 'monthly' },
    });
  });

  it('refuses, in words, what is not a plan change', async () => {
    const { change, gateway, subscriptionId } = await aPayingMember();

    await expect(change({ tier: 'builder', planType: 'monthly' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: changePlanErrors.samePlan,
    });
    await expect(change({ tier: 'enterprise', planType: 'monthly' })).rejects.toMatchObject({
      code: 'INVALID_TIER',
      message: expect.stringContaining('/partnership'),
    });
    await expect(change({ tier: 'explorer', planType: 'monthly' })).rejects.toMatchObject({
      message: changePlanErrors.toExplorer,
    });
    await expect(change({ tier: 'f100', planType: 'monthly' })).rejects.toMatchObject({
      code: 'INVALID_TIER',
    });
    await expect(change({ tier: 'leader' })).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(await gateway.subscriptionState(subscriptionId)).toMatchObject({
      tier: 'builder',
      pendingChange: null,
    });
  });

  it('sends an explorer to checkout, leaves f100 to staff, and waits for a cancelled subscription to be resumed', async () => {
    const explorer = paymentTestDeps();
    const free = await explorer.members.create(
      anUnpaidMember({ membershipTier: 'explorer', paymentStatus: 'paid' }),
    );
    await expect(
      changePlan(explorer.deps, { memberId: free.id, input: { tier: 'builder', planType: 'monthly' } }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: changePlanErrors.noSubscription });

    const f100 = await explorer.members.create(
      anUnpaidMember({ membershipTier: 'f100', paymentStatus: 'paid' }),
    );
    await expect(
      changePlan(explorer.deps, { memberId: f100.id, input: { tier: 'leader', planType: 'monthly' } }),
    ).rejects.toMatchObject({
      message: 'The F100 membership is granted by staff: please contact us to change it.',
    });

    const cancelling = await aPayingMember();
    await cancelSubscription(cancelling.deps, cancelling.member.id);
    await expect(cancelling.change({ tier: 'leader', planType: 'monthly' })).rejects.toMatchObject({
      message: changePlanErrors.cancelling,
    });
  });
});
