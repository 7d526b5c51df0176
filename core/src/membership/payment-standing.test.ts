import { describe, expect, it } from 'vitest';
import { membershipEventFor, paymentGracePeriodDays, paymentStanding } from './payment-standing.ts';
import { aSubscription } from './testing/payment-builders.ts';

const now = new Date('2026-03-10T12:00:00.000Z');
const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('paymentStanding', () => {
  it('is paid while the subscription is active', () => {
    expect(paymentStanding(aSubscription({ status: 'active' }), now)).toEqual({ kind: 'paid' });
  });

  it(`keeps a failed renewal in a ${paymentGracePeriodDays}-day grace period, then lapses`, () => {
    expect(paymentStanding(aSubscription({ status: 'past-due', pastDueSince: daysBefore(1) }), now)).toEqual({
      kind: 'in-grace',
      graceEndsAt: new Date('2026-03-16T12:00:00.000Z'),
    });
    expect(paymentStanding(aSubscription({ status: 'past-due', pastDueSince: daysBefore(7) }), now)).toEqual({
      kind: 'lapsed',
    });
  });

  it('starts the grace period now when the provider does not say since when', () => {
    expect(paymentStanding(aSubscription({ status: 'past-due', pastDueSince: null }), now).kind).toBe(
      'in-grace',
    );
  });

  it('lapses when the provider stops collecting, ends when cancelled, waits while incomplete', () => {
    expect(paymentStanding(aSubscription({ status: 'lapsed' }), now).kind).toBe('lapsed');
    expect(paymentStanding(aSubscription({ status: 'ended' }), now).kind).toBe('ended');
    expect(paymentStanding(aSubscription({ status: 'incomplete' }), now).kind).toBe('awaiting-payment');
  });
});

describe('membershipEventFor', () => {
  it('moves the membership only when the payment status flips', () => {
    expect(membershipEventFor({ kind: 'paid' }, false)).toEqual({ type: 'payment-confirmed' });
    expect(membershipEventFor({ kind: 'paid' }, true)).toBeNull();
    expect(membershipEventFor({ kind: 'lapsed' }, true)).toEqual({ type: 'payment-lapsed' });
    expect(membershipEventFor({ kind: 'lapsed' }, false)).toBeNull();
    expect(membershipEventFor({ kind: 'ended' }, true)).toEqual({ type: 'subscription-ended' });
    expect(membershipEventFor({ kind: 'ended' }, false)).toBeNull();
    expect(membershipEventFor({ kind: 'in-grace', graceEndsAt: now }, true)).toBeNull();
    expect(membershipEventFor({ kind: 'awaiting-payment' }, false)).toBeNull();
  });
});
