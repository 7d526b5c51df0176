import { describe, expect, it } from 'vitest';
import { afterOneBillingPeriod } from './simulated-payment-provider.ts';

describe('the simulator’s renewal date', () => {
  it('is the same day and time one month or one year later', () => {
    const from = new Date('2026-11-25T21:30:00Z');
    expect(afterOneBillingPeriod(from, 'monthly')).toEqual(new Date('2026-12-25T21:30:00Z'));
    expect(afterOneBillingPeriod(from, 'yearly')).toEqual(new Date('2027-11-25T21:30:00Z'));
  });

  it('falls on the month’s last day when the month is shorter, as Stripe’s does', () => {
    expect(afterOneBillingPeriod(new Date('2027-01-31T08:00:00Z'), 'monthly')).toEqual(
      new Date('2027-02-28T08:00:00Z'),
    );
    expect(afterOneBillingPeriod(new Date('2028-01-30T08:00:00Z'), 'monthly')).toEqual(
      new Date('2028-02-29T08:00:00Z'),
    );
    expect(afterOneBillingPeriod(new Date('2028-02-29T08:00:00Z'), 'yearly')).toEqual(
      new Date('2029-02-28T08:00:00Z'),
    );
    expect(afterOneBillingPeriod(new Date('2026-12-31T08:00:00Z'), 'monthly')).toEqual(
      new Date('2027-01-31T08:00:00Z'),
    );
  });
});
