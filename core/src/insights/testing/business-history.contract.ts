import { describe, expect, it } from 'vitest';
import type { AccountTier, BillingCycle } from '../../members/tiers.ts';
import { FixedClock } from '../../shared/testing/fixed-clock.ts';
import type { BusinessHistory, MemberStanding } from '../business-history.ts';
import { readBusinessInsights } from '../read-business-insights.ts';

/** Writes the stored facts the figures are read from, each at the time given. */
export interface BusinessHistoryHarness {
  history: BusinessHistory;
  /** Opens an account in this standing (its first history entry); returns its id. */
  join(at: Date, standing: MemberStanding): Promise<string>;
  /** Moves the member to this standing: one history entry, and the account's columns. */
  change(memberId: string, at: Date, standing: MemberStanding): Promise<void>;
  /** A paid invoice of the member's. */
  pay(memberId: string, at: Date, cents: number): Promise<void>;
  /** A refund the provider reported for the member (a history entry that moves nothing). */
  refund(memberId: string, at: Date, cents: number): Promise<void>;
  /** A newsletter subscriber, confirmed at that time or not yet. */
  subscribe(confirmedAt: Date | null): Promise<void>;
}

const at = (iso: string) => new Date(`${iso}Z`);
const paying = (tier: AccountTier, billingCycle: BillingCycle): MemberStanding => ({
  tier,
  billingCycle,
  paymentStatus: 'paid',
  membershipStatus: 'active',
  complimentary: false,
});
const unpaid = (tier: AccountTier, billingCycle: BillingCycle): MemberStanding => ({
  ...paying(tier, billingCycle),
  paymentStatus: 'unpaid',
  membershipStatus: 'pending',
});
const explorer: MemberStanding = { ...paying('explorer', 'monthly'), billingCycle: null };
const granted = (tier: AccountTier): MemberStanding => ({
  ...paying(tier, 'monthly'),
  billingCycle: null,
  complimentary: true,
});
const adminAccount: MemberStanding = {
  tier: null,
  billingCycle: null,
  paymentStatus: 'unpaid',
  membershipStatus: 'active',
  complimentary: false,
};

/**
 * The behaviour every BusinessHistory must have, checked through the figures the console shows;
 * `create` returns an empty history.
 */
export function businessHistoryContract(name: string, create: () => Promise<BusinessHistoryHarness>): void {
  describe(`BusinessHistory contract: ${name}`, () => {
    it('gives every figure of a known half-year as computed by hand', async () => {
      const h = await create();
      // H: Builder yearly since December, before the range: paying at its start.
      const memberH = await h.join(at('2025-12-01T09:00:00'), paying('builder', 'yearly'));
      await h.pay(memberH, at('2025-12-01T09:00:00'), 7950);
      // An admin account: no tier, so no member in any figure.
      await h.join(at('2026-01-02T08:00:00'), adminAccount);
      // B: Leader yearly from 5 January.
      const memberB = await h.join(at('2026-01-05T10:00:00'), unpaid('leader', 'yearly'));
      await h.change(memberB, at('2026-01-05T10:05:00'), paying('leader', 'yearly'));
      await h.pay(memberB, at('2026-01-05T10:05:00'), 9550);
      // A: Builder monthly from 10 January, upgraded to Leader monthly on 20 March.
      const memberA = await h.join(at('2026-01-10T12:00:00'), unpaid('builder', 'monthly'));
      await h.change(memberA, at('2026-01-10T12:02:00'), paying('builder', 'monthly'));
      for (const month of ['01', '02', '03']) await h.pay(memberA, at(`2026-${month}-10T12:02:00`), 795);
      await h.change(memberA, at('2026-03-20T15:00:00'), paying('leader', 'monthly'));
      for (const month of ['04', '05', '06']) await h.pay(memberA, at(`2026-${month}-10T12:02:00`), 955);
      // C: Catalyst monthly from 3 February, down to Builder monthly on 3 April, ended on 20 May,
      // with 300 cents refunded the next day.
      const memberC = await h.join(at('2026-02-03T09:00:00'), unpaid('catalyst', 'monthly'));
      await h.change(memberC, at('2026-02-03T09:01:00'), paying('catalyst', 'monthly'));
      await h.pay(memberC, at('2026-02-03T09:01:00'), 2399);
      await h.pay(memberC, at('2026-03-03T09:01:00'), 2399);
      await h.change(memberC, at('2026-04-03T09:01:00'), paying('builder', 'monthly'));
      await h.pay(memberC, at('2026-04-03T09:01:00'), 795);
      await h.pay(memberC, at('2026-05-03T09:01:00'), 795);
      await h.change(memberC, at('2026-05-20T00:00:00'), unpaid('builder', 'monthly'));
      await h.refund(memberC, at('2026-05-21T10:00:00'), 300);
      // E: Guardian monthly from 14 February, lapsed on 20 March.
      const memberE = await h.join(at('2026-02-14T18:00:00'), unpaid('guardian', 'monthly'));
      await h.change(memberE, at('2026-02-14T18:01:00'), paying('guardian', 'monthly'));
      await h.pay(memberE, at('2026-02-14T18:01:00'), 1299);
      await h.change(memberE, at('2026-03-20T18:01:00'), unpaid('guardian', 'monthly'));
      // D: the free Explorer tier from 1 March.
      await h.join(at('2026-03-01T07:00:00'), explorer);
      // F: Builder monthly from 2 April, granted Leader for free on 2 May.
      const memberF = await h.join(at('2026-04-02T11:00:00'), unpaid('builder', 'monthly'));
      await h.change(memberF, at('2026-04-02T11:01:00'), paying('builder', 'monthly'));
      await h.pay(memberF, at('2026-04-02T11:01:00'), 795);
      await h.change(memberF, at('2026-05-02T11:01:00'), granted('leader'));
      // Newsletter: confirmed in November, January and March; one never confirmed.
      await h.subscribe(at('2025-11-01T00:00:00'));
      await h.subscribe(at('2026-01-15T00:00:00'));
      await h.subscribe(at('2026-03-05T00:00:00'));
      await h.subscribe(null);

      const clock = new FixedClock('2026-06-15T12:00:00.000Z');
      const figures = await readBusinessInsights(
        { history: h.history, clock },
        { from: '2026-01', to: '2026-06' },
      );

      // Paying now: A Leader monthly 955, B Leader yearly 9550/12, H Builder yearly 7950/12
      // = 955 + 795.83 + 662.50 = 2413.33, so 2413 cents; C ended, E lapsed, F complimentary.
      expect(figures).toMatchObject({ from: '2026-01', to: '2026-06', mrrCents: 2413 });
      expect(figures.arrCents).toBe(2413 * 12);
      expect(figures.activePaidMembers).toBe(3);
      // Tiers now: A, B, F Leader; C, H Builder; D Explorer; E Guardian. C and E pending (unpaid).
      expect(figures.membersByTier).toEqual([
        { tier: 'explorer', members: 1 },
        { tier: 'builder', members: 2 },
        { tier: 'leader', members: 3 },
        { tier: 'catalyst', members: 0 },
        { tier: 'guardian', members: 1 },
        { tier: 'f100', members: 0 },
      ]);
      expect(figures.membersByStatus).toEqual([
        { status: 'unverified', members: 0 },
        { status: 'pending', members: 2 },
        { status: 'active', members: 5 },
        { status: 'inactive', members: 0 },
      ]);
      const values = (series: { value: number | null }[]) => series.map((point) => point.value);
      // Opened with a tier: Jan A, B; Feb C, E; Mar D; Apr F (the admin account is no member).
      expect(values(figures.newMembersByMonth)).toEqual([2, 2, 1, 1, 0, 0]);
      // Stopped paying: Mar E lapsed; May C ended and F made complimentary. A's upgrade and C's
      // downgrade are no cancellations.
      expect(values(figures.cancellationsByMonth)).toEqual([0, 0, 1, 0, 2, 0]);
      // At each month's end, yearly plans as a twelfth (B 795.83, H 662.50, together 1458.33):
      // Jan A 795 + 1458.33 = 2253.33; Feb + C 2399 + E 1299 = 5951.33; Mar A 955, C 2399, no E
      // = 4812.33; Apr A 955, C 795, F 795 = 4003.33; May and June A 955 = 2413.33.
      expect(values(figures.mrrByMonth)).toEqual([2253, 5951, 4812, 4003, 2413, 2413]);
      // Payments: Jan A 795 + B 9550 = 10345; Feb A 795 + C 2399 + E 1299 = 4493; Mar A 795 +
      // C 2399 = 3194; Apr A 955 + C 795 + F 795 = 2545; May A 955 + C 795 = 1750, less the
      // refund of 300 = 1450; Jun A 955.
      expect(figures.revenueByMonth).toEqual([
        { month: '2026-01', value: 10345, paymentsCents: 10345, refundsCents: 0 },
        { month: '2026-02', value: 4493, paymentsCents: 4493, refundsCents: 0 },
        { month: '2026-03', value: 3194, paymentsCents: 3194, refundsCents: 0 },
        { month: '2026-04', value: 2545, paymentsCents: 2545, refundsCents: 0 },
        { month: '2026-05', value: 1450, paymentsCents: 1750, refundsCents: 300 },
        { month: '2026-06', value: 955, paymentsCents: 955, refundsCents: 0 },
      ]);
      // Paying at each month's start: Jan H = 1; Feb A, B, H = 3; Mar + C, E = 5; Apr A, B, H, C
      // = 4; May + F = 5; Jun A, B, H = 3. Churn: Mar 1/5, May 2/5.
      expect(
        figures.churnByMonth.map(({ cancellations, payingAtStart }) => [cancellations, payingAtStart]),
      ).toEqual([
        [0, 1],
        [0, 3],
        [1, 5],
        [0, 4],
        [2, 5],
        [0, 3],
      ]);
      expect(values(figures.churnByMonth)).toEqual([0, 0, 0.2, 0, 0.4, 0]);
      // Confirmed at each month's end: Jan and Feb 2 (November, January); from March 3.
      expect(values(figures.subscribersByMonth)).toEqual([2, 2, 3, 3, 3, 3]);
    });

    it('counts a change at the very instant asked for, and none after it', async () => {
      const h = await create();
      const member = await h.join(at('2026-02-01T00:00:00'), unpaid('catalyst', 'yearly'));
      await h.change(member, at('2026-02-01T00:00:10'), paying('catalyst', 'yearly'));

      const plans = await h.history.payingPlansAt([at('2026-02-01T00:00:09.999'), at('2026-02-01T00:00:10')]);

      expect(plans).toEqual([[], [{ tier: 'catalyst', billingCycle: 'yearly', members: 1 }]]);
    });

    it('counts a subscriber confirmed at the very instant asked for, and none confirmed after it', async () => {
      const h = await create();
      await h.subscribe(at('2026-02-01T00:00:10'));
      await h.subscribe(at('2026-02-03T00:00:00'));

      const counts = await h.history.subscribersAt([
        at('2026-02-01T00:00:09.999'),
        at('2026-02-01T00:00:10'),
        at('2026-02-02T00:00:00'),
        at('2026-03-01T00:00:00'),
      ]);

      expect(counts).toEqual([0, 1, 1, 2]);
    });

    it('reads an empty history as zero everywhere and no churn rate', async () => {
      const h = await create();
      const figures = await readBusinessInsights(
        { history: h.history, clock: new FixedClock('2026-03-10T00:00:00.000Z') },
        { from: '2026-02', to: '2026-03' },
      );

      expect(figures).toMatchObject({ mrrCents: 0, arrCents: 0, activePaidMembers: 0 });
      expect(figures.churnByMonth.map((point) => point.value)).toEqual([null, null]);
      expect(figures.revenueByMonth.map((point) => point.value)).toEqual([0, 0]);
    });
  });
}
