import { describe, expect, it } from 'vitest';
import type { FixedClock } from '../../shared/testing/fixed-clock.ts';
import type { ReceivedPaymentEvents } from '../received-payment-events.ts';
import { aPaymentEvent } from './payment-builders.ts';

const leaseMs = 60_000;

/** An event as the provider reports a paid invoice: every field set, dates included. */
const aPaidInvoiceEvent = () =>
  aPaymentEvent({
    type: 'invoice-paid',
    providerType: 'invoice.paid',
    memberId: '10000000-0000-4000-8000-000000000001',
    customerId: 'cus_contract',
    subscriptionId: 'sub_contract',
    amountCents: 795,
    invoice: {
      id: 'in_contract',
      amountCents: 795,
      periodStart: new Date('2026-01-01T00:00:00.000Z'),
      periodEnd: new Date('2026-02-01T00:00:00.000Z'),
      url: 'https://invoice.example/in_contract',
    },
    occurredAt: new Date('2026-01-01T00:00:05.000Z'),
  });

/** Run against the in-memory fake and the database table. `clock` must be the one `events` reads. */
export function receivedPaymentEventsContract(
  name: string,
  create: () => Promise<{ events: ReceivedPaymentEvents; clock: FixedClock }>,
): void {
  describe(`ReceivedPaymentEvents contract: ${name}`, () => {
    it('hands a stored event, exactly as received, to one claimer, counting the attempt', async () => {
      const { events, clock } = await create();
      const event = aPaidInvoiceEvent();
      expect(await events.add(event)).toBe(true);

      const [claimed, ...others] = await events.claimDue(10, leaseMs);

      expect(others).toEqual([]);
      expect(claimed).toMatchObject({ event, receivedAt: clock.now(), attempts: 1 });
      expect(claimed!.event).toEqual(event);
      expect(await events.claimDue(10, leaseMs)).toEqual([]);
    });

    it('stores a repeated delivery once, even while the first is being applied or after', async () => {
      const { events } = await create();
      const event = aPaymentEvent();
      expect(await events.add(event)).toBe(true);
      const [claimed] = await events.claimDue(10, leaseMs);

      expect(await events.add({ ...event, type: 'payment-failed' })).toBe(false);
      expect(await events.markApplied(claimed!)).toBe(true);
      expect(await events.add(event)).toBe(false);

      expect(await events.claimDue(10, leaseMs)).toEqual([]);
      expect(await events.counts()).toEqual({ pending: 0, applied: 1, failed: 0 });
    });

    it('accepts exactly one of many concurrent deliveries of the same event', async () => {
      const { events } = await create();
      const event = aPaymentEvent();

      const results = await Promise.all(Array.from({ length: 8 }, () => events.add(event)));

      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await events.counts()).toEqual({ pending: 1, applied: 0, failed: 0 });
    });

    it('hands out events oldest received first', async () => {
      const { events, clock } = await create();
      const first = aPaymentEvent();
      const second = aPaymentEvent();
      await events.add(first);
      clock.advanceSeconds(1);
      await events.add(second);

      const claimed = await events.claimDue(10, leaseMs);

      expect(claimed.map((claim) => claim.event.id)).toEqual([first.id, second.id]);
    });

    it('gives an event whose lease ran out to the next claimer, and ignores the old lease holder', async () => {
      const { events, clock } = await create();
      await events.add(aPaymentEvent());
      const [first] = await events.claimDue(10, leaseMs);

      clock.advanceSeconds(leaseMs / 1000 + 1);
      const [second] = await events.claimDue(10, leaseMs);

      expect(second).toMatchObject({ event: { id: first!.event.id }, attempts: 2 });
      expect(await events.markApplied(first!)).toBe(false);
      expect(await events.retryLater(first!, clock.now(), 'late')).toBe(false);
      expect(await events.markApplied(second!)).toBe(true);
      expect(await events.counts()).toEqual({ pending: 0, applied: 1, failed: 0 });
    });

    it('holds an event back until its retry time, then hands it out again', async () => {
      const { events, clock } = await create();
      await events.add(aPaymentEvent());
      const [claimed] = await events.claimDue(10, leaseMs);

      expect(await events.retryLater(claimed!, new Date(clock.now().getTime() + 30_000), 'timeout')).toBe(
        true,
      );
      clock.advanceSeconds(29);
      expect(await events.claimDue(10, leaseMs)).toEqual([]);
      clock.advanceSeconds(1);
      expect(await events.claimDue(10, leaseMs)).toMatchObject([
        { event: { id: claimed!.event.id }, attempts: 2 },
      ]);
    });

    it('keeps a given-up event with its error for staff, and never hands it out again', async () => {
      const { events, clock } = await create();
      const event = aPaidInvoiceEvent();
      await events.add(event);
      const receivedAt = clock.now();
      const [claimed] = await events.claimDue(10, leaseMs);
      clock.advanceSeconds(5);

      expect(await events.markFailed(claimed!, 'Stripe answered 500')).toBe(true);
      clock.advanceSeconds(3600);

      expect(await events.claimDue(10, leaseMs)).toEqual([]);
      expect(await events.counts()).toEqual({ pending: 0, applied: 0, failed: 1 });
      expect(await events.listFailed(10)).toEqual([
        {
          event,
          receivedAt,
          attempts: 1,
          lastError: 'Stripe answered 500',
          finishedAt: new Date(receivedAt.getTime() + 5_000),
        },
      ]);
    });

    it('never gives one event to two concurrent claimers', async () => {
      const { events } = await create();
      const stored = Array.from({ length: 30 }, () => aPaymentEvent());
      for (const event of stored) await events.add(event);

      const claims = await Promise.all(Array.from({ length: 6 }, () => events.claimDue(7, leaseMs)));

      const ids = claims.flat().map((claim) => claim.event.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.sort()).toEqual(stored.map((event) => event.id).sort());
    });
  });
}
