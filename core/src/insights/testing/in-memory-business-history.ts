import { membershipStatuses } from '../../members/membership-status.ts';
import { accountTiers } from '../../members/tiers.ts';
import {
  paysForPlan,
  type BusinessHistory,
  type MemberStanding,
  type MembersNow,
  type MonthActivity,
  type PlanCount,
} from '../business-history.ts';

interface Entry {
  memberId: string;
  at: Date;
  opening: boolean;
  to: MemberStanding;
  refundedCents: number;
}

/**
 * The business history kept in arrays, written through the same calls the contract suite's
 * harness offers: accounts opened and changed, payments, refunds and newsletter subscribers.
 */
export class InMemoryBusinessHistory implements BusinessHistory {
  readonly #members = new Map<string, MemberStanding>();
  readonly #entries: Entry[] = [];
  readonly #payments: { at: Date; cents: number }[] = [];
  readonly #subscribers: { confirmedAt: Date | null }[] = [];

  async join(at: Date, standing: MemberStanding): Promise<string> {
    const memberId = crypto.randomUUID();
    this.#members.set(memberId, standing);
    this.#entries.push({ memberId, at, opening: true, to: standing, refundedCents: 0 });
    return memberId;
  }

  async change(memberId: string, at: Date, standing: MemberStanding): Promise<void> {
    this.#members.set(memberId, standing);
    this.#entries.push({ memberId, at, opening: false, to: standing, refundedCents: 0 });
  }

  async pay(_memberId: string, at: Date, cents: number): Promise<void> {
    this.#payments.push({ at, cents });
  }

  async refund(memberId: string, at: Date, cents: number): Promise<void> {
    const to = this.#members.get(memberId)!;
    this.#entries.push({ memberId, at, opening: false, to, refundedCents: cents });
  }

  async subscribe(confirmedAt: Date | null): Promise<void> {
    this.#subscribers.push({ confirmedAt });
  }

  async membersNow(): Promise<MembersNow> {
    const members = [...this.#members.values()].filter((standing) => standing.tier !== null);
    return {
      byTier: accountTiers.map((tier) => ({
        tier,
        members: members.filter((standing) => standing.tier === tier).length,
      })),
      byStatus: membershipStatuses.map((status) => ({
        status,
        members: members.filter((standing) => standing.membershipStatus === status).length,
      })),
      paying: planCounts(members),
    };
  }

  async payingPlansAt(instants: readonly Date[]): Promise<PlanCount[][]> {
    return instants.map((instant) => planCounts([...this.#standingsAt(instant).values()]));
  }

  async monthlyActivity(starts: readonly Date[], end: Date): Promise<MonthActivity[]> {
    return starts.map((start, i) => {
      const until = starts[i + 1] ?? end;
      const within = (at: Date) => at >= start && at < until;
      const entries = this.#entries.filter((entry) => within(entry.at));
      return {
        newMembers: entries.filter((entry) => entry.opening && entry.to.tier !== null).length,
        cancellations: entries.filter(
          (entry) => !entry.opening && !paysForPlan(entry.to) && this.#paidJustBefore(entry),
        ).length,
        paidCents: sum(
          this.#payments.filter((payment) => within(payment.at)).map((payment) => payment.cents),
        ),
        refundedCents: sum(entries.map((entry) => entry.refundedCents)),
      };
    });
  }

  async subscribersAt(instants: readonly Date[]): Promise<number[]> {
    return instants.map(
      (instant) =>
        this.#subscribers.filter(({ confirmedAt }) => confirmedAt !== null && confirmedAt <= instant).length,
    );
  }

  /** Each member's standing after their latest entry at or before the instant. */
  #standingsAt(instant: Date): Map<string, MemberStanding> {
    const standings = new Map<string, MemberStanding>();
    for (const entry of this.#byTime()) if (entry.at <= instant) standings.set(entry.memberId, entry.to);
    return standings;
  }

  /** Whether the member paid for a plan right before this entry (the entry before it, in time). */
  #paidJustBefore(entry: Entry): boolean {
    const earlier = this.#byTime().filter(
      (other) => other.memberId === entry.memberId && other.at < entry.at,
    );
    const previous = earlier.at(-1);
    return previous !== undefined && paysForPlan(previous.to);
  }

  #byTime(): Entry[] {
    return [...this.#entries].sort((a, b) => a.at.getTime() - b.at.getTime());
  }
}

function planCounts(standings: MemberStanding[]): PlanCount[] {
  const counts: PlanCount[] = [];
  for (const standing of standings.filter(paysForPlan)) {
    const tier = standing.tier as PlanCount['tier'];
    const billingCycle = standing.billingCycle!;
    const count = counts.find((plan) => plan.tier === tier && plan.billingCycle === billingCycle);
    if (count) count.members += 1;
    else counts.push({ tier, billingCycle, members: 1 });
  }
  return counts;
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
