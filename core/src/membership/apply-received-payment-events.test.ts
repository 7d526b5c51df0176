import { describe, expect, it } from 'vitest';
import type { RetryPolicy } from '../shared/retry-policy.ts';
import { applyPaymentEvent } from './apply-payment-event.ts';
import { applyReceivedPaymentEvents, type PaymentEventReport } from './apply-received-payment-events.ts';
import { aPaymentEvent, aSubscription, anUnpaidMember } from './testing/payment-builders.ts';
import { InMemoryReceivedPaymentEvents } from './testing/in-memory-received-payment-events.ts';
import { paymentTestDeps } from './testing/payment-test-deps.ts';

const retry: RetryPolicy = { baseDelayMs: 10_000, maxDelayMs: 60_000, maxAttempts: 3 };
const options = { retry, leaseMs: 120_000, batchSize: 10 };

async function setUp() {
  const payments = paymentTestDeps();
  const { members, gateway, clock } = payments;
  const member = await members.create(anUnpaidMember({ paymentCustomerId: 'cus_1' }));
  gateway.setSubscription(aSubscription({ id: 'sub_1', customerId: 'cus_1', memberId: member.id }));
  const event = aPaymentEvent({ memberId: member.id, customerId: 'cus_1', subscriptionId: 'sub_1' });
  const receivedEvents = new InMemoryReceivedPaymentEvents(clock);
  const reports: string[] = [];
  const report: PaymentEventReport = {
    applied: (applied, result) => reports.push(`applied ${applied.id}: ${result.outcome}`),
    retrying: (_, attempts, at, error) => reports.push(`retry ${attempts} at ${at.toISOString()}: ${error}`),
    gaveUp: (_, attempts, error) => reports.push(`gave up after ${attempts}: ${error}`),
  };
  const deps = {
    receivedEvents,
    apply: (received: typeof event) => applyPaymentEvent(payments.deps, received),
    clock,
    report,
  };
  return { ...payments, member, event, receivedEvents, reports, deps };
}

describe('applyReceivedPaymentEvents', () => {
  it('applies a stored event from the re-fetched subscription and marks it applied', async () => {
    const { deps, event, receivedEvents, members, member, gateway, reports } = await setUp();
    await receivedEvents.add(event);

    expect(await applyReceivedPaymentEvents(deps, options)).toEqual({ applied: 1, retrying: 0, failed: 0 });

    expect((await members.findById(member.id))?.paymentStatus).toBe('paid');
    expect(gateway.subscriptionReads).toEqual(['sub_1']);
    expect(reports).toEqual([`applied ${event.id}: applied`]);
    expect(await receivedEvents.counts()).toEqual({ pending: 0, applied: 1, failed: 0 });
    expect(await applyReceivedPaymentEvents(deps, options)).toEqual({ applied: 0, retrying: 0, failed: 0 });
  });

  it('applies an event once even when two workers hold it (a lease ran out mid-apply)', async () => {
    const { deps, event, receivedEvents, members, member, clock } = await setUp();
    await receivedEvents.add(event);
    const [stale] = await receivedEvents.claimDue(1, 1_000);
    clock.advanceSeconds(2);

    await applyReceivedPaymentEvents(deps, options);
    const again = await deps.apply(stale!.event);

    expect(again).toEqual({ outcome: 'duplicate' });
    expect(await members.statusHistory(member.id)).toHaveLength(1);
  });

  it('retries a failed event with backoff, keeping the error, then applies it', async () => {
    const { deps, event, receivedEvents, members, member, clock, gateway, reports } = await setUp();
    await receivedEvents.add(event);
    const read = gateway.subscriptionState.bind(gateway);
    gateway.subscriptionState = () => Promise.reject(new Error('Stripe answered 500'));

    expect(await applyReceivedPaymentEvents(deps, options)).toEqual({ applied: 0, retrying: 1, failed: 0 });
    gateway.subscriptionState = read;
    clock.advanceSeconds(9);
    expect(await applyReceivedPaymentEvents(deps, options)).toEqual({ applied: 0, retrying: 0, failed: 0 });
    clock.advanceSeconds(1);
    expect(await applyReceivedPaymentEvents(deps, options)).toEqual({ applied: 1, retrying: 0, failed: 0 });

    expect(reports).toEqual([
      'retry 1 at 2026-01-01T00:00:10.000Z: Stripe answered 500',
      `applied ${event.id}: applied`,
    ]);
    expect((await members.findById(member.id))?.paymentStatus).toBe('paid');
  });

  it('gives an event up after the last attempt, keeps it for staff and reports it', async () => {
    const { deps, event, receivedEvents, members, member, clock, gateway, reports } = await setUp();
    await receivedEvents.add(event);
    gateway.subscriptionState = () => Promise.reject(new Error('Stripe answered 500'));

    for (const wait of [0, 10, 20]) {
      clock.advanceSeconds(wait);
      await applyReceivedPaymentEvents(deps, options);
    }

    expect(reports).toEqual([
      'retry 1 at 2026-01-01T00:00:10.000Z: Stripe answered 500',
      'retry 2 at 2026-01-01T00:00:30.000Z: Stripe answered 500',
      'gave up after 3: Stripe answered 500',
    ]);
    expect(await receivedEvents.listFailed(10)).toMatchObject([
      { event: { id: event.id }, attempts: 3, lastError: 'Stripe answered 500' },
    ]);
    clock.advanceSeconds(3600);
    expect(await applyReceivedPaymentEvents(deps, options)).toEqual({ applied: 0, retrying: 0, failed: 0 });
    expect((await members.findById(member.id))?.paymentStatus).toBe('unpaid');
  });

  it('applies each stored event from the subscription as it is when applied, not as it was received', async () => {
    const { deps, event, receivedEvents, members, member, clock, gateway } = await setUp();
    await receivedEvents.add(event);
    clock.advanceSeconds(1);
    gateway.setSubscription(
      aSubscription({ id: 'sub_1', customerId: 'cus_1', memberId: member.id, status: 'ended' }),
    );
    await receivedEvents.add(
      aPaymentEvent({
        type: 'subscription-deleted',
        providerType: 'customer.subscription.deleted',
        memberId: member.id,
        customerId: 'cus_1',
        subscriptionId: 'sub_1',
      }),
    );

    expect(await applyReceivedPaymentEvents(deps, options)).toMatchObject({ applied: 2 });

    expect((await members.findById(member.id))?.paymentStatus).toBe('unpaid');
  });
});
