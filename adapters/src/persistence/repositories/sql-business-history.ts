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
      { tier: AccountTier; status: MembershipStatus; cycle: BillingCycle | null; paying: boolean; members: number }[]
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
      byStatus: membershipStatuses.map((status) => ({ status, members: total((row) => row.status === status) })),
      paying: planCounts(
        paying.map((row) => ({ i: 0, tier: row.tier as PlanCount['tier'], cycle: row.cycle!, members: row.members })),
        1,
      )[0]!,
    };
  }

  async payingPlansAt(instants: readonly Date[]): Promise<PlanCount[][]> {
    if (instants.length === 0) return [];
    const rows = await this.#em.execute<PlanRow[]>(
      `with instants as (${instantsOf}),
       spans as (
         select to_tier, to_billing_cycle, to_payment_status, created_at as since,
                lead(created_at) over (partition by user_id order by created_at) as until
           from membership_status_history
          where user_id is not null and created_at <= (select max(at) from instants)
       )
       select cast(instants.i as int) as i, spans.to_tier as tier, spans.to_billing_cycle as cycle,
              cast(count(*) as int) as members
         from spans join instants on spans.since <= instants.at and (spans.until is null or spans.until > instants.at)
        where ${paysForPlan('spans.to_tier', 'spans.to_billing_cycle', 'spans.to_payment_status')}
        group by 1, 2, 3`,
      [JSON.stringify(instants)],
    );
    return planCounts(rows, instants.length);
  }

  async monthlyActivity(starts: readonly Date[], end: Date): Promise<MonthActivity[]> {
    if (starts.length === 0) return [];
    const rows = await this.#em.execute<
      { new_members: number; cancellations: number; paid: string; refunded: string }[]
    >(
      `with months as (
         select at as start, i, coalesce(lead(at) over (order by i), cast(? as timestamptz)) as until
           from (${instantsOf}) instants
       ),
       changes as (
         select months.i,
                count(*) filter (where h.from_status is null and h.to_tier is not null) as new_members,
                count(*) filter (where
                  ${paysForPlan('h.from_tier', 'h.from_billing_cycle', 'h.from_payment_status')}
                  and not ${paysForPlan('h.to_tier', 'h.to_billing_cycle', 'h.to_payment_status')}) as cancellations,
                sum(cast(substr(h.reason, ${refundReasonPrefix.length + 1}) as bigint))
                  filter (where h.reason ~ '${refundPattern}') as refunded
           from months join membership_status_history h on h.created_at >= months.start and h.created_at < months.until
          group by months.i
       ),
       paid as (
         select months.i, sum(p.amount_cents) as paid
           from months join payments p on p.paid_at >= months.start and p.paid_at < months.until
          group by months.i
       )
       select cast(coalesce(changes.new_members, 0) as int) as new_members,
              cast(coalesce(changes.cancellations, 0) as int) as cancellations,
              coalesce(paid.paid, 0) as paid, coalesce(changes.refunded, 0) as refunded
         from months left join changes using (i) left join paid using (i)
        order by months.i`,
      [end.toISOString(), JSON.stringify(starts)],
    );
    return rows.map((row) => ({
      newMembers: row.new_members,
      cancellations: row.cancellations,
      paidCents: Number(row.paid),
      refundedCents: Number(row.refunded),
    }));
  }

  async subscribersAt(instants: readonly Date[]): Promise<number[]> {
    if (instants.length === 0) return [];
    const rows = await this.#em.execute<{ subscribers: number }[]>(
      `select (select cast(count(*) as int) from newsletter_subscribers where confirmed_at <= instants.at) as subscribers
         from (${instantsOf}) instants
        order by instants.i`,
      [JSON.stringify(instants)],
    );
    return rows.map((row) => row.subscribers);
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
