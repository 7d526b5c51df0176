/**
 * What the business figures are read from: the membership history (every change of a member's
 * tier, cycle and payment status, one entry each), the payments kept from the provider's invoices,
 * the refunds it reported, and the newsletter's confirmed subscribers. The port answers counts and
 * sums; pricing them with the catalogue is the use case's.
 */
import type { MembershipStatus, PaymentStatus } from '../members/membership-status.ts';
import type { AccountTier, BillingCycle, SubscriptionTierId } from '../members/tiers.ts';
import { priceCatalogue } from '../membership/price-catalogue.ts';

/** How many members pay for one plan. */
export interface PlanCount {
  tier: SubscriptionTierId;
  billingCycle: BillingCycle;
  members: number;
}

/** The members as they stand now (accounts holding a tier; admins hold none). */
export interface MembersNow {
  byTier: { tier: AccountTier; members: number }[];
  byStatus: { status: MembershipStatus; members: number }[];
  /** Members paying for a plan now: paid, on a priced tier and cycle, not complimentary. */
  paying: PlanCount[];
}

/** What happened in one month, `[start, end)`. */
export interface MonthActivity {
  /** Accounts opened with a tier (admins excluded). */
  newMembers: number;
  /** Members who stopped paying: from a paying plan to none (ended, lapsed, made complimentary). */
  cancellations: number;
  /** Payments received (the provider's paid invoices). */
  paidCents: number;
  /** Refunds the provider reported. */
  refundedCents: number;
}

export interface BusinessHistory {
  membersNow(): Promise<MembersNow>;
  /**
   * The paying plans held at each instant, read from the membership history: a member counts
   * when their latest entry at or before the instant leaves them paid on a priced tier and cycle.
   */
  payingPlansAt(instants: readonly Date[]): Promise<PlanCount[][]>;
  /** One entry per month, for the months starting at `starts[i]` and ending at `starts[i + 1]`. */
  monthlyActivity(starts: readonly Date[], end: Date): Promise<MonthActivity[]>;
  /** Newsletter subscribers confirmed at or before each instant who are still subscribed. */
  subscribersAt(instants: readonly Date[]): Promise<number[]>;
}

/** A member's plan and statuses, as the history's entries and the account record them. */
export interface MemberStanding {
  tier: AccountTier | null;
  billingCycle: BillingCycle | null;
  paymentStatus: PaymentStatus;
  membershipStatus: MembershipStatus;
  /** Granted by staff: nothing is paid for it. */
  complimentary: boolean;
}

/** The tiers sold for a price, so a member on one of them with a billing cycle pays for it. */
export const pricedTiers: readonly SubscriptionTierId[] = [
  ...new Set(priceCatalogue.map((price) => price.tier)),
];

/**
 * Whether a standing pays for a plan: paid, on a priced tier, with a billing cycle (a complimentary
 * grant has none), and not complimentary.
 */
export function paysForPlan(standing: MemberStanding): boolean {
  return (
    standing.paymentStatus === 'paid' &&
    !standing.complimentary &&
    standing.billingCycle !== null &&
    standing.tier !== null &&
    (pricedTiers as readonly string[]).includes(standing.tier)
  );
}
