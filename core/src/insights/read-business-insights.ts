import type { MembershipStatus } from '../members/membership-status.ts';
import type { AccountTier } from '../members/tiers.ts';
import { cataloguePrice } from '../membership/price-catalogue.ts';
import type { Clock } from '../shared/clock.ts';
import type { BusinessHistory, PlanCount } from './business-history.ts';
import { addMonths, insightMonths, monthStart, type Month } from './insights-range.ts';

export interface MonthlyFigure {
  month: Month;
  value: number;
}

export interface BusinessInsights {
  from: Month;
  to: Month;
  /** When the figures were read: the current month's points stand at this instant. */
  asOf: string;
  /** Monthly recurring revenue now: yearly plans count a twelfth of their price. */
  mrrCents: number;
  arrCents: number;
  activePaidMembers: number;
  membersByTier: { tier: AccountTier; members: number }[];
  membersByStatus: { status: MembershipStatus; members: number }[];
  newMembersByMonth: MonthlyFigure[];
  cancellationsByMonth: MonthlyFigure[];
  /** The recurring revenue at each month's end (now for the current month). */
  mrrByMonth: MonthlyFigure[];
  /** Payments received minus refunds made, per month; `value` is the difference. */
  revenueByMonth: (MonthlyFigure & { paymentsCents: number; refundsCents: number })[];
  /**
   * Cancellations in the month over the members paying at its start; `value` is that share
   * (0.05 is 5 %), null when nobody was paying at the start.
   */
  churnByMonth: { month: Month; value: number | null; cancellations: number; payingAtStart: number }[];
  /** Newsletter subscribers at each month's end (now for the current month). */
  subscribersByMonth: MonthlyFigure[];
}

/**
 * The console's home: the business figures over a range of months (`from`, `to` as YYYY-MM; the
 * last twelve months by default), read from the stored history and priced with the catalogue.
 */
export async function readBusinessInsights(
  deps: { history: BusinessHistory; clock: Clock },
  input: unknown = {},
): Promise<BusinessInsights> {
  const now = deps.clock.now();
  const months = insightMonths(input, now);
  const starts = months.map(monthStart);
  const after = monthStart(addMonths(months.at(-1)!, 1));
  // The instant just before each month's start, then each month's end (never later than now).
  const endOf = (next: Date) => new Date(Math.min(next.getTime() - 1, now.getTime()));
  const boundaries = [...starts, after].map(endOf);
  const ends = boundaries.slice(1);

  const [current, payingAt, activity, subscribers] = await Promise.all([
    deps.history.membersNow(),
    deps.history.payingPlansAt(boundaries),
    deps.history.monthlyActivity(starts, after),
    deps.history.subscribersAt(ends),
  ]);
  const mrrCents = monthlyRevenueCents(current.paying);
  const figure = (values: number[]) => months.map((month, i) => ({ month, value: values[i]! }));

  return {
    from: months[0]!,
    to: months.at(-1)!,
    asOf: now.toISOString(),
    mrrCents,
    arrCents: mrrCents * 12,
    activePaidMembers: memberCount(current.paying),
    membersByTier: current.byTier,
    membersByStatus: current.byStatus,
    newMembersByMonth: figure(activity.map((month) => month.newMembers)),
    cancellationsByMonth: figure(activity.map((month) => month.cancellations)),
    mrrByMonth: figure(payingAt.slice(1).map(monthlyRevenueCents)),
    revenueByMonth: months.map((month, i) => {
      const { paidCents, refundedCents } = activity[i]!;
      return {
        month,
        value: paidCents - refundedCents,
        paymentsCents: paidCents,
        refundsCents: refundedCents,
      };
    }),
    churnByMonth: months.map((month, i) => {
      const payingAtStart = memberCount(payingAt[i]!);
      const { cancellations } = activity[i]!;
      return {
        month,
        value: payingAtStart === 0 ? null : cancellations / payingAtStart,
        cancellations,
        payingAtStart,
      };
    }),
    subscribersByMonth: figure(subscribers),
  };
}

/** Each paying plan at its catalogue price a month, a yearly one as a twelfth; whole cents. */
function monthlyRevenueCents(plans: PlanCount[]): number {
  const cents = plans.reduce((sum, plan) => {
    const price = cataloguePrice(plan.tier, plan.billingCycle).amountCents;
    return sum + (plan.members * price) / (plan.billingCycle === 'yearly' ? 12 : 1);
  }, 0);
  return Math.round(cents);
}

function memberCount(plans: PlanCount[]): number {
  return plans.reduce((sum, plan) => sum + plan.members, 0);
}
