import { describe, expect, it } from 'vitest';
import type { BillingRecords, PaymentRecord, SubscriptionRecord } from '../billing-records.ts';

/**
 * The behaviour every BillingRecords must have. `memberId` must name an existing member where the
 * adapter enforces the reference; `create` returns fresh, empty records.
 */
export function billingRecordsContract(
  name: string,
  create: () => Promise<{ records: BillingRecords; memberId: string }>,
): void {
  const subscription = (
    memberId: string,
    overrides: Partial<SubscriptionRecord> = {},
  ): SubscriptionRecord => ({
    memberId,
    providerSubscriptionId: 'sub_contract_1',
    providerCustomerId: 'cus_contract',
    tier: 'builder',
    planType: 'monthly',
    status: 'active',
    amountCents: 795,
    currentPeriodEnd: new Date('2026-02-01T00:00:00.000Z'),
    cancelAtPeriodEnd: false,
    pastDueSince: null,
    pendingChange: null,
    refundedAt: null,
    updatedAt: new Date('2026-01-01T00:00:00.000Z'),
    ...overrides,
  });
  const payment = (memberId: string, overrides: Partial<PaymentRecord> = {}): PaymentRecord => ({
    memberId,
    providerPaymentId: 'in_contract_1',
    providerSubscriptionId: 'sub_contract_1',
    tier: 'builder',
    planType: 'monthly',
    amountCents: 795,
    periodStart: new Date('2026-01-01T00:00:00.000Z'),
    periodEnd: new Date('2026-02-01T00:00:00.000Z'),
    invoiceUrl: 'https://invoice.example.test/in_contract_1',
    cardLast4: '4242',
    paidAt: new Date('2026-01-01T00:00:05.000Z'),
    ...overrides,
  });

  describe(`BillingRecords contract: ${name}`, () => {
    it('keeps one row per provider subscription, updated in place, newest first', async () => {
      const { records, memberId } = await create();
      await records.saveSubscription(subscription(memberId));
      await records.saveSubscription(
        subscription(memberId, { cancelAtPeriodEnd: true, updatedAt: new Date('2026-01-05T00:00:00.000Z') }),
      );
      await records.saveSubscription(
        subscription(memberId, {
          providerSubscriptionId: 'sub_contract_2',
          tier: 'leader',
          planType: 'yearly',
        }),
      );

      const held = await records.subscriptionsOf(memberId);

      expect(held.map((record) => record.providerSubscriptionId)).toEqual([
        'sub_contract_2',
        'sub_contract_1',
      ]);
      expect(held[1]).toEqual(
        subscription(memberId, { cancelAtPeriodEnd: true, updatedAt: new Date('2026-01-05T00:00:00.000Z') }),
      );
      expect(await records.subscriptionsOf('00000000-0000-4000-8000-000000000000')).toEqual([]);
    });

    it('lists every subscription the member held, ended ones included, oldest first, with when each ended', async () => {
      const { records, memberId } = await create();
      const endedAt = new Date('2026-01-10T00:00:00.000Z');
      await records.saveSubscription(subscription(memberId));
      await records.saveSubscription(subscription(memberId, { status: 'ended', updatedAt: endedAt }));
      const replaced = subscription(memberId, {
        providerSubscriptionId: 'sub_contract_2',
        tier: 'leader',
        planType: 'yearly',
        updatedAt: new Date('2026-01-11T00:00:00.000Z'),
      });
      await records.saveSubscription(replaced);
      // A late report of the ended one keeps the moment it ended.
      const reportedAgain = subscription(memberId, {
        status: 'ended',
        updatedAt: new Date('2026-01-12T00:00:00.000Z'),
      });
      await records.saveSubscription(reportedAgain);

      const history = await records.subscriptionHistoryOf(memberId);

      expect(history).toEqual([
        { ...reportedAgain, createdAt: expect.any(Date), endedAt },
        { ...replaced, createdAt: expect.any(Date), endedAt: null },
      ]);
      expect(history[0]!.createdAt.getTime()).toBeLessThanOrEqual(history[1]!.createdAt.getTime());
      expect(await records.subscriptionHistoryOf('00000000-0000-4000-8000-000000000000')).toEqual([]);
    });

    it('finds the subscriptions past due since a moment or earlier', async () => {
      const { records, memberId } = await create();
      const since = new Date('2026-03-01T00:00:00.000Z');
      const overdue = subscription(memberId, { status: 'past-due', pastDueSince: since });
      await records.saveSubscription(overdue);
      await records.saveSubscription(
        subscription(memberId, {
          providerSubscriptionId: 'sub_contract_later',
          status: 'past-due',
          pastDueSince: new Date('2026-03-02T00:00:00.000Z'),
        }),
      );
      await records.saveSubscription(subscription(memberId, { providerSubscriptionId: 'sub_contract_paid' }));

      expect(await records.pastDueSince(since)).toEqual([overdue]);
      expect(await records.pastDueSince(new Date('2026-02-28T23:59:59.000Z'))).toEqual([]);
    });

    it('keeps a pending plan change, and forgets it once dropped', async () => {
      const { records, memberId } = await create();
      const pendingChange = {
        tier: 'guardian' as const,
        billingCycle: 'yearly' as const,
        effectiveAt: new Date('2026-02-01T00:00:00.000Z'),
      };
      await records.saveSubscription(subscription(memberId, { pendingChange }));
      expect((await records.subscriptionsOf(memberId))[0]?.pendingChange).toEqual(pendingChange);

      await records.saveSubscription(subscription(memberId, { pendingChange: null }));
      expect((await records.subscriptionsOf(memberId))[0]?.pendingChange).toBeNull();
    });

    it('records a payment once, and lists payments newest first', async () => {
      const { records, memberId } = await create();
      const first = await records.recordPayment(payment(memberId));
      expect(first).toEqual({ ...payment(memberId), receiptNumber: expect.any(Number) });
      expect(await records.recordPayment(payment(memberId, { amountCents: 1 }))).toBeNull();
      const later = payment(memberId, {
        providerPaymentId: 'in_contract_2',
        invoiceUrl: null,
        cardLast4: null,
        periodStart: null,
        periodEnd: null,
        paidAt: new Date('2026-02-01T00:00:05.000Z'),
      });
      const second = await records.recordPayment(later);

      // The duplicate took no number: the next payment has the next one.
      expect(second?.receiptNumber).toBe(first!.receiptNumber + 1);
      expect(await records.paymentsOf(memberId)).toEqual([
        { ...later, receiptNumber: first!.receiptNumber + 1, refundedAt: null },
        { ...payment(memberId), receiptNumber: first!.receiptNumber, refundedAt: null },
      ]);
    });

    it('keeps a refund once recorded, and lists the subscription’s payments as refunded', async () => {
      const { records, memberId } = await create();
      const refundedAt = new Date('2026-01-01T00:01:00.000Z');
      await records.saveSubscription(subscription(memberId));
      await records.recordPayment(payment(memberId));
      await records.recordPayment(
        payment(memberId, { providerPaymentId: 'in_other', providerSubscriptionId: 'sub_contract_2' }),
      );

      await records.saveSubscription(subscription(memberId, { status: 'ended', refundedAt }));
      // A later report of its state, which knows nothing of the refund, keeps it.
      await records.saveSubscription(subscription(memberId, { status: 'ended' }));
      await records.recordPayment(payment(memberId, { providerPaymentId: 'in_after_refund' }));

      expect((await records.subscriptionsOf(memberId))[0]?.refundedAt).toEqual(refundedAt);
      const listed = await records.paymentsOf(memberId);
      expect(Object.fromEntries(listed.map((paid) => [paid.providerPaymentId, paid.refundedAt]))).toEqual({
        in_contract_1: refundedAt,
        in_after_refund: refundedAt,
        in_other: null,
      });
    });

    it('accepts exactly one of many concurrent recordings of a payment, taking one number', async () => {
      const { records, memberId } = await create();
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          records.recordPayment(payment(memberId, { providerPaymentId: 'in_race' })),
        ),
      );
      const recorded = results.filter((result) => result !== null);
      expect(recorded).toHaveLength(1);
      const next = await records.recordPayment(payment(memberId, { providerPaymentId: 'in_after_race' }));
      expect(next?.receiptNumber).toBe(recorded[0]!.receiptNumber + 1);
    });

    it('gives concurrent payments distinct receipt numbers with no gap', async () => {
      const { records, memberId } = await create();
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          records.recordPayment(payment(memberId, { providerPaymentId: `in_concurrent_${index}` })),
        ),
      );
      const numbers = results.map((result) => result!.receiptNumber).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 6 }, (_, index) => numbers[0]! + index));
    });

    it('keeps the action an invoice waits for through later saves, until that invoice is paid', async () => {
      const { records, memberId } = await create();
      const action = { invoiceId: 'in_3ds', url: 'https://invoice.example.test/in_3ds' };
      expect(await records.requireAction('sub_contract_1', action)).toBe(false);
      await records.saveSubscription(subscription(memberId));

      expect(await records.requireAction('sub_contract_1', action)).toBe(true);
      await records.saveSubscription(subscription(memberId, { status: 'past-due' }));
      expect((await records.subscriptionsOf(memberId))[0]?.actionRequired).toEqual(action);

      await records.clearRequiredAction('in_other');
      expect((await records.subscriptionsOf(memberId))[0]?.actionRequired).toEqual(action);
      await records.clearRequiredAction('in_3ds');
      expect((await records.subscriptionsOf(memberId))[0]?.actionRequired).toBeUndefined();
    });

    it('requires no action on an invoice whose payment is recorded already', async () => {
      const { records, memberId } = await create();
      await records.saveSubscription(subscription(memberId));
      await records.recordPayment(payment(memberId, { providerPaymentId: 'in_paid_first' }));

      const late = { invoiceId: 'in_paid_first', url: 'https://invoice.example.test/in_paid_first' };
      expect(await records.requireAction('sub_contract_1', late)).toBe(false);
      expect((await records.subscriptionsOf(memberId))[0]?.actionRequired).toBeUndefined();
    });
  });
}
