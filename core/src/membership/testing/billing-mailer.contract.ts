import { describe, expect, it } from 'vitest';
import type { ReceivedMail } from '../../accounts/testing/account-mailer.contract.ts';
import type { BillingMailer, ReceiptMessage } from '../billing-mailer.ts';

export interface BillingMailerFixture {
  mailer: BillingMailer;
  /** Everything delivered so far, oldest first. */
  received(): Promise<ReceivedMail[]>;
}

export const aReceipt = (overrides: Partial<ReceiptMessage> = {}): ReceiptMessage => ({
  to: 'ada@example.org',
  firstName: 'Ada',
  receiptNumber: 42,
  tier: 'leader',
  planType: 'yearly',
  amountCents: 9550,
  periodStart: new Date('2026-03-01T00:00:00.000Z'),
  periodEnd: new Date('2027-03-01T00:00:00.000Z'),
  paidAt: new Date('2026-03-01T00:00:05.000Z'),
  invoiceUrl: 'https://invoice.stripe.com/i/in_123',
  cardLast4: '4242',
  ...overrides,
});

/** The behaviour every BillingMailer must have; run against the fake's record and each real transport. */
export function billingMailerContract(name: string, create: () => Promise<BillingMailerFixture>): void {
  describe(`BillingMailer contract: ${name}`, () => {
    it('sends a receipt with its number, the amount, the tier, the period and the invoice link', async () => {
      const { mailer, received } = await create();

      await mailer.sendReceipt(aReceipt());

      const [mail, ...others] = await received();
      expect(others).toEqual([]);
      expect(mail!.to).toBe('ada@example.org');
      expect(mail!.subject).toContain('Receipt');
      for (const part of [mail!.text, mail!.html]) {
        expect(part).toContain('$95.50');
        expect(part).toContain('Leader');
        expect(part).toContain('March 1, 2026');
        expect(part).toContain('March 1, 2027');
        expect(part).toContain('https://invoice.stripe.com/i/in_123');
        expect(part).toContain('R-000042');
      }
    });

    it('tells the member a second subscription was cancelled and refunded', async () => {
      const { mailer, received } = await create();
      await mailer.sendDuplicateRefunded({
        to: 'ada@example.org',
        firstName: 'Ada',
        tier: 'leader',
        amountCents: 9550,
      });
      const [mail] = await received();
      expect(mail!.subject).toContain('refunded');
      expect(mail!.text).toContain('$95.50');
      expect(mail!.html).toContain('Leader');
    });

    it('tells the member a renewal failed, until when they stay paid, and where to update the card', async () => {
      const { mailer, received } = await create();
      await mailer.sendPaymentFailed({
        to: 'ada@example.org',
        firstName: 'Ada',
        tier: 'builder',
        amountCents: 795,
        graceEndsAt: new Date('2026-03-08T00:00:00.000Z'),
      });
      const [mail] = await received();
      expect(mail!.subject).toContain('payment failed');
      for (const part of [mail!.text, mail!.html]) {
        expect(part).toContain('$7.95');
        expect(part).toContain('March 8, 2026');
        expect(part).toContain('/dashboard#payment');
      }
    });

    it('asks the member to confirm a payment at the invoice page their bank requires', async () => {
      const { mailer, received } = await create();
      await mailer.sendPaymentActionRequired({
        to: 'ada@example.org',
        firstName: 'Ada',
        tier: 'builder',
        amountCents: 795,
        invoiceUrl: 'https://invoice.stripe.com/i/in_3ds',
      });
      const [mail] = await received();
      expect(mail!.to).toBe('ada@example.org');
      expect(mail!.subject).toContain('Action required');
      for (const part of [mail!.text, mail!.html]) {
        expect(part).toContain('$7.95');
        expect(part).toContain('https://invoice.stripe.com/i/in_3ds');
      }
    });

    it('confirms a cancellation at the period end with its date, and the end of the subscription', async () => {
      const { mailer, received } = await create();
      await mailer.sendCancellation({
        to: 'ada@example.org',
        firstName: 'Ada',
        tier: 'leader',
        kind: 'scheduled',
        endsAt: new Date('2027-03-01T00:00:00.000Z'),
      });
      await mailer.sendCancellation({
        to: 'ada@example.org',
        firstName: 'Ada',
        tier: 'leader',
        kind: 'ended',
        endsAt: null,
      });
      const [scheduled, ended] = await received();
      expect(scheduled!.subject).toContain('cancelled');
      expect(scheduled!.text).toContain('March 1, 2027');
      expect(scheduled!.html).toContain('Leader');
      expect(ended!.subject).toContain('ended');
      expect(ended!.text).toContain('Leader');
    });

    it('tells the member the plan changed at once, with the new price', async () => {
      const { mailer, received } = await create();
      await mailer.sendPlanChanged({
        to: 'ada@example.org',
        firstName: 'Ada',
        tier: 'leader',
        planType: 'yearly',
        amountCents: 9550,
        effectiveAt: null,
      });
      const [mail] = await received();
      expect(mail!.subject).toContain('plan changed');
      for (const part of [mail!.text, mail!.html]) {
        expect(part).toContain('Leader');
        expect(part).toContain('$95.50 a year');
      }
    });

    it('tells the member a downgrade is scheduled, and for when, not that the plan changed', async () => {
      const { mailer, received } = await create();
      await mailer.sendPlanChanged({
        to: 'ada@example.org',
        firstName: 'Ada',
        tier: 'builder',
        planType: 'monthly',
        amountCents: 795,
        effectiveAt: new Date('2027-03-01T00:00:00.000Z'),
      });
      const [mail] = await received();
      expect(mail!.subject).toBe('Plan change scheduled for March 1, 2027: Builder');
      expect(mail!.subject).not.toContain('plan changed');
      for (const part of [mail!.text, mail!.html]) {
        expect(part).toContain('Builder');
        expect(part).toContain('$7.95 a month');
        expect(part).toContain('March 1, 2027');
      }
    });

    it('tells the member what staff granted and what happens to each kind of billing', async () => {
      const { mailer, received } = await create();
      const grant = { to: 'ada@example.org', firstName: 'Ada', tier: 'f100' } as const;
      await mailer.sendTierGranted({ ...grant, billing: { kind: 'none' } });
      await mailer.sendTierGranted({
        ...grant,
        billing: { kind: 'cancel-at-period-end', endsAt: new Date('2027-03-01T00:00:00.000Z') },
      });
      await mailer.sendTierGranted({ ...grant, billing: { kind: 'cancelled-now', refundCents: 4321 } });
      const [free, atPeriodEnd, now] = await received();
      for (const mail of [free!, atPeriodEnd!, now!]) {
        expect(mail.subject).toContain('complimentary');
        expect(mail.text).toContain('F100');
        expect(mail.html).toContain('F100');
      }
      expect(free!.text).not.toContain('subscription');
      expect(atPeriodEnd!.text).toContain('March 1, 2027');
      expect(atPeriodEnd!.text).toContain('will not renew');
      expect(now!.text).toContain('$43.21');
    });

    it('tells the member a complimentary tier was removed and they are on Explorer', async () => {
      const { mailer, received } = await create();
      await mailer.sendGrantRemoved({ to: 'ada@example.org', firstName: 'Ada', tier: 'f100' });
      const [mail] = await received();
      expect(mail!.subject).toContain('complimentary');
      for (const part of [mail!.text, mail!.html]) {
        expect(part).toContain('F100');
        expect(part).toContain('Explorer');
      }
    });

    it('leaves the invoice link out when the provider gives none', async () => {
      const { mailer, received } = await create();
      await mailer.sendReceipt(aReceipt({ invoiceUrl: null, planType: 'monthly', amountCents: 955 }));
      const [mail] = await received();
      expect(mail!.text).toContain('$9.55');
      expect(mail!.text).not.toContain('invoice.stripe.com');
    });
  });
}
