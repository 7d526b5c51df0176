import { describe, expect, it } from 'vitest';
import type { PaymentEventLog } from '../payment-event-log.ts';

/**
 * The behaviour every PaymentEventLog must have. `memberId` must name an existing member where the
 * adapter enforces the reference; `create` returns a fresh, empty log.
 */
export function paymentEventLogContract(
  name: string,
  create: () => Promise<{ log: PaymentEventLog; memberId: string }>,
): void {
  describe(`PaymentEventLog contract: ${name}`, () => {
    const receivedAt = new Date('2026-02-01T10:00:00.000Z');

    it('records an event the first time and refuses the same id afterwards', async () => {
      const { log, memberId } = await create();
      const event = { eventId: 'evt_once', type: 'invoice-paid' as const, memberId, receivedAt };

      expect(await log.recordOnce(event)).toBe(true);
      expect(await log.recordOnce({ ...event, type: 'payment-failed' })).toBe(false);
      expect(await log.find('evt_once')).toEqual(event);
    });

    it("lists a member's events oldest first, and nobody else's", async () => {
      const { log, memberId } = await create();
      const later = { eventId: 'evt_later', type: 'invoice-paid' as const, memberId, receivedAt };
      const earlier = {
        eventId: 'evt_earlier',
        type: 'checkout-completed' as const,
        memberId,
        receivedAt: new Date('2026-01-01T10:00:00.000Z'),
      };
      await log.recordOnce(later);
      await log.recordOnce(earlier);
      await log.recordOnce({ eventId: 'evt_other', type: 'other', memberId: null, receivedAt });

      expect(await log.listForMember(memberId)).toEqual([earlier, later]);
    });

    it('keeps events without a member', async () => {
      const { log } = await create();
      const event = { eventId: 'evt_orphan', type: 'other' as const, memberId: null, receivedAt };

      expect(await log.recordOnce(event)).toBe(true);
      expect(await log.find('evt_orphan')).toEqual(event);
      expect(await log.find('evt_missing')).toBeNull();
    });

    it('accepts exactly one of many concurrent deliveries of the same event', async () => {
      const { log, memberId } = await create();
      const event = { eventId: 'evt_race', type: 'checkout-completed' as const, memberId, receivedAt };

      const results = await Promise.all(Array.from({ length: 8 }, () => log.recordOnce(event)));

      expect(results.filter(Boolean)).toHaveLength(1);
    });
  });
}
