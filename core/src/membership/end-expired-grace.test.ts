import { describe, expect, it } from 'vitest';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { applyPaymentEvent } from './apply-payment-event.ts';
import { endExpiredGrace } from './end-expired-grace.ts';
import { aPaymentEvent, aSubscription, anUnpaidMember } from './testing/payment-builders.ts';
import { paymentTestDeps } from './testing/payment-test-deps.ts';

const day = 24 * 60 * 60;

async function aMemberInGrace() {
  const setup = paymentTestDeps(new FixedClock('2026-03-01T00:00:00.000Z'));
  const { deps, members, gateway } = setup;
  const member = await members.create(
    anUnpaidMember({
      paymentCustomerId: 'cus_1',
      paymentSubscriptionId: 'sub_1',
      emailVerifiedAt: new Date('2026-01-02T00:00:00.000Z'),
      membershipStatus: 'active',
      paymentStatus: 'paid',
    }),
  );
  gateway.setSubscription(
    aSubscription({
      id: 'sub_1',
      customerId: 'cus_1',
      memberId: member.id,
      status: 'past-due',
      pastDueSince: new Date('2026-03-01T00:00:00.000Z'),
    }),
  );
  await applyPaymentEvent(
    deps,
    aPaymentEvent({ type: 'payment-failed', customerId: 'cus_1', subscriptionId: 'sub_1' }),
  );
  const current = async () => (await members.findById(member.id))!;
  return { ...setup, member, current };
}

describe('endExpiredGrace', () => {
  it('keeps a past-due member paid until the 7 days are over', async () => {
    const { deps, clock, current } = await aMemberInGrace();

    clock.advanceSeconds(7 * day - 1);

    expect(await endExpiredGrace(deps)).toBe(0);
    expect(await current()).toMatchObject({ membershipStatus: 'active', paymentStatus: 'paid' });
  });

  it('makes the member unpaid when the grace ends, with no provider event, as the system', async () => {
    const { deps, clock, current, members, member } = await aMemberInGrace();

    clock.advanceSeconds(7 * day);

    expect(await endExpiredGrace(deps)).toBe(1);
    expect(await current()).toMatchObject({ membershipStatus: 'pending', paymentStatus: 'unpaid' });
    expect((await members.statusHistory(member.id)).at(-1)).toMatchObject({
      fromPaymentStatus: 'paid',
      toPaymentStatus: 'unpaid',
      reason: 'grace-ended',
      actor: { kind: 'system' },
      at: new Date('2026-03-08T00:00:00.000Z'),
    });
    expect(await endExpiredGrace(deps)).toBe(0);
  });

  it('leaves a member who paid in the meantime', async () => {
    const { deps, clock, current, gateway, member } = await aMemberInGrace();
    gateway.setSubscription(
      aSubscription({ id: 'sub_1', customerId: 'cus_1', memberId: member.id, status: 'active' }),
    );
    await applyPaymentEvent(
      deps,
      aPaymentEvent({ type: 'invoice-paid', customerId: 'cus_1', subscriptionId: 'sub_1' }),
    );

    clock.advanceSeconds(8 * day);

    expect(await endExpiredGrace(deps)).toBe(0);
    expect(await current()).toMatchObject({ membershipStatus: 'active', paymentStatus: 'paid' });
  });
});
