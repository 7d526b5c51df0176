import {
  pricedTiers,
  type BusinessHistory,
  type MembersNow,
  type MonthActivity,
  type PlanCount,
} from '@commons/core/insights/business-history';
import { membershipStatuses, type MembershipStatus } from '@commons/core/members/membership-status';
import { accountTiers, type AccountTier, type BillingCycle } from '@commons/core/members/tiers';
import { refundReasonPrefix } from '@commons/core/membership/billing-records';
import type { EntityManager } from '../orm.ts';

const tierList = pricedTiers.map((tier) => `'${tier}'`).join(', ');

/** Core's `paysForPlan` in SQL, over a standing's columns (a complimentary grant has no cycle). */
const paysForPlan = (tier: string, cycle: string, payment: string) =>
  `(${payment} = 'paid' and ${cycle} is not null and ${tier} in (${tierList}))`;

/** The instants asked for, numbered from 0, as rows. */
const instantsOf = `select cast(value as timestamptz) as at, ordinality - 1 as i
  from json_array_elements_text(cast(? as json)) with ordinality`;

const refundPattern = `^${refundReasonPrefix}[0-9]+$`;

/** Changes between plans after some of the instants; a tier is null where no plan was paid for. */
interface FlowRow {
  from_tier: PlanCount['tier'] | null;
  from_cycle: BillingCycle | null;
  to_tier: PlanCount['tier'] | null;
  to_cycle: BillingCycle | null;
  members: number;
}

interface PlanRow {
  i: number;
  tier: PlanCount['tier'];
  cycle: BillingCycle;
  members: number;
}

/**
 * The business figures as aggregate queries: the accounts now from `users`, the past from
 * `membership_status_history` (each member's entries as spans of time, one state each), payments
 * by `paid_at`, refunds from their history entries, subscribers by `confirmed_at`.
 */
export class SqlBusinessHistory implements BusinessHistory {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async membersNow(): Promise<MembersNow> {
    const rows = await this.#em.execute<
      {
        tier: AccountTier;
        status: MembershipStatus;
        cycle: BillingCycle | null;
        paying: boolean;
        members: number;
      }[]
    >(
      `select membership_tier as tier, membership_status as status, billing_cycle as cycle,
              ${paysForPlan('membership_tier', 'billing_cycle', 'payment_status')} and not complimentary as paying,
              cast(count(*) as int) as members
         from users where membership_tier is not null
        group by 1, 2, 3, 4`,
    );
    const total = (keep: (row: (typeof rows)[number]) => boolean) =>
      rows.filter(keep).reduce((sum, row) => sum + row.members, 0);
    const paying = rows.filter((row) => row.paying);
    return {
      byTier: accountTiers.map((tier) => ({ tier, members: total((row) => row.tier === tier) })),
      byStatus: membershipStatuses.map((status) => ({
        status,
        members: total((row) => row.status === status),
      })),
      paying: planCounts(
        paying.map((row) => ({
          i: 0,
          tier: row.tier as PlanCount['tier'],
          cycle: row.cycle!,
          members: row.members,
        })),
        1,
      )[0]!,
    };
  }

  /**
   * Walked back from the accounts now: the plans paid for now, less each change after the
   * instant (a member who started paying after it was not paying then, one who stopped was).
   * Only the history after the first instant is read, through its `created_at` index.
   */
  async payingPlansAt(instants: readonly Date[]): Promise<PlanCount[][]> {
    if (instants.length === 0) return [];
    const now = await this.#em.execute<PlanRow[]>(
      `select 0 as i, membership_tier as tier, billing_cycle as cycle, cast(count(*) as int) as members
         from users
        where ${paysForPlan('membership_tier', 'billing_cycle', 'payment_status')} and not complimentary
        group by 2, 3`,
    );
    // `after`: how many of the instants come before the change (it happened after those).
    const changes = await this.#em.execute<(FlowRow & { after: number })[]>(
      `with instants as (${instantsOf})
       select width_bucket(h.created_at - interval '1 microsecond', array(select at from instants order by i)) as after,
              case when ${paysForPlan('h.from_tier', 'h.from_billing_cycle', 'h.from_payment_status')}
                then h.from_tier end as from_tier,
              h.from_billing_cycle as from_cycle,
              case when ${paysForPlan('h.to_tier', 'h.to_billing_cycle', 'h.to_payment_status')}
                then h.to_tier end as to_tier,
              h.to_billing_cycle as to_cycle,
              cast(count(*) as int) as members
         from membership_status_history h
        where h.created_at > (select min(at) from instants) and h.user_id is not null
        group by 1, 2, 3, 4, 5`,
      [JSON.stringify(instants)],
    );
    const current = planCounts(now, 1)[0]!;
    return instants.map((_instant, i) => {
      const rows: PlanRow[] = current.map((plan) => ({
        i: 0,
        tier: plan.tier,
        cycle: plan.billingCycle,
        members: plan.members,
      }));
      for (const change of changes.filter((row) => Number(row.after) > i)) {
        // Undone: the plan taken up then was not held yet, the one left was still held.
        if (change.to_tier)
          rows.push({ i: 0, tier: change.to_tier, cycle: change.to_cycle!, members: -change.members });
        if (change.from_tier)
          rows.push({ i: 0, tier: change.from_tier, cycle: change.from_cycle!, members: change.members });
      }
      return planCounts(rows, 1)[0]!.filter((plan) => plan.members !== 0);
    });
  }

  /**
   * The history and the payments are read by two statements at once: the history's rows grouped by
   * the month they fall in (one pass over the range through the `created_at` index), the payments
   * summed month by month from their index.
   */
  async monthlyActivity(starts: readonly Date[], end: Date): Promise<MonthActivity[]> {
    if (starts.length === 0) return [];
    const month = (column: string) =>
      `width_bucket(${column}, array(select at from (${instantsOf}) instants order by i)) - 1`;
    const range = (column: string) => `${column} >= ? and ${column} < ?`;
    const bounds = [JSON.stringify(starts), starts[0]!.toISOString(), end.toISOString()];
    const [changes, payments] = await Promise.all([
      this.#em.execute<{ i: number; new_members: number; cancellations: number; refunded: string | null }[]>(
        `select ${month('h.created_at')} as i,
                cast(count(*) filter (where h.from_status is null and h.to_tier is not null) as int) as new_members,
                cast(count(*) filter (where
                  ${paysForPlan('h.from_tier', 'h.from_billing_cycle', 'h.from_payment_status')}
                  and not ${paysForPlan('h.to_tier', 'h.to_billing_cycle', 'h.to_payment_status')}) as int) as cancellations,
                sum(cast(substr(h.reason, ${refundReasonPrefix.length + 1}) as bigint))
                  filter (where h.reason like '${refundReasonPrefix}%' and h.reason ~ '${refundPattern}') as refunded
           from membership_status_history h
          where ${range('h.created_at')}
          group by 1`,
        bounds,
      ),
      // A sum per month read from the `paid_at` index alone: far cheaper than bucketing each row.
      this.#em.execute<{ i: number; paid: string | null }[]>(
        `select i, (select sum(p.amount_cents) from payments p
                     where p.paid_at >= months.start and p.paid_at < months.until) as paid
           from (select at as start, i, coalesce(lead(at) over (order by i), cast(? as timestamptz)) as until
                   from (${instantsOf}) instants) months`,
        [end.toISOString(), JSON.stringify(starts)],
      ),
    ]);
    return starts.map((_start, i) => {
      const change = changes.find((row) => Number(row.i) === i);
      const paid = payments.find((row) => Number(row.i) === i);
      return {
        newMembers: change?.new_members ?? 0,
        cancellations: change?.cancellations ?? 0,
        paidCents: Number(paid?.paid ?? 0),
        refundedCents: Number(change?.refunded ?? 0),
      };
    });
  }

  /** One pass over the confirmations up to the last instant, counted by the instant they precede. */
  async subscribersAt(instants: readonly Date[]): Promise<number[]> {
    if (instants.length === 0) return [];
    // `before`: the first instant at or after the confirmation (a confirmation at an instant counts).
    const rows = await this.#em.execute<{ before: number; subscribers: number }[]>(
      `select width_bucket(confirmed_at - interval '1 microsecond',
                array(select at from (${instantsOf}) instants order by i)) as before,
              cast(count(*) as int) as subscribers
         from newsletter_subscribers
        where confirmed_at <= ?
        group by 1`,
      [JSON.stringify(instants), instants.at(-1)!.toISOString()],
    );
    let running = 0;
    return instants.map((_instant, i) => {
      running += rows.find((row) => Number(row.before) === i)?.subscribers ?? 0;
      return running;
    });
  }
}

/** The rows' plans grouped by instant, one list per instant (empty where nobody paid). */
function planCounts(rows: PlanRow[], instants: number): PlanCount[][] {
  const plans: PlanCount[][] = Array.from({ length: instants }, () => []);
  for (const row of rows) {
    const at = plans[Number(row.i)]!;
    const same = at.find((plan) => plan.tier === row.tier && plan.billingCycle === row.cycle);
    if (same) same.members += row.members;
    else at.push({ tier: row.tier, billingCycle: row.cycle, members: row.members });
  }
  return plans;
}
