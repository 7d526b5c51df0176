import type { MemberStanding } from '@commons/core/insights/business-history';
import { businessHistoryContract } from '@commons/core/insights/testing/business-history.contract';
import { perCallContext } from '../testing/request-context.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { SqlBusinessHistory } from './sql-business-history.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);
  const execute = <T extends object[] = object[]>(sql: string, params: unknown[] = []) =>
    orm().em.fork().execute<T>(sql, params);

  /** One history entry from the member's current columns to the standing, then the columns. */
  const record = async (memberId: string, at: Date, to: MemberStanding, reason: string) => {
    await execute(
      `insert into membership_status_history (user_id, from_status, to_status, from_payment_status,
         to_payment_status, from_tier, to_tier, from_billing_cycle, to_billing_cycle, reason, created_at)
       select id, membership_status, ?, payment_status, ?, membership_tier, ?, billing_cycle, ?, ?, ?
         from users where id = ?`,
      [to.membershipStatus, to.paymentStatus, to.tier, to.billingCycle, reason, at, memberId],
    );
    await execute(
      `update users set membership_status = ?, payment_status = ?, membership_tier = ?, billing_cycle = ?,
         complimentary = ? where id = ?`,
      [to.membershipStatus, to.paymentStatus, to.tier, to.billingCycle, to.complimentary, memberId],
    );
  };

  businessHistoryContract(`SQL on ${kind}`, async () => {
    // The file's database copy is its own: empty what the figures read.
    await execute(`truncate membership_status_history, payments, newsletter_subscribers, users cascade`);
    return {
      history: perCallContext(orm(), new SqlBusinessHistory(orm().em)),
      join: async (at, standing) => {
        const [row] = await execute<{ id: string }[]>(
          `insert into users (email, first_name, last_name, membership_tier, billing_cycle, payment_status,
             membership_status, complimentary, created_at)
           values (?, 'Ada', 'Okafor', ?, ?, ?, ?, ?, ?) returning id`,
          [
            `${crypto.randomUUID()}@example.org`,
            standing.tier,
            standing.billingCycle,
            standing.paymentStatus,
            standing.membershipStatus,
            standing.complimentary,
            at,
          ],
        );
        await execute(
          `insert into membership_status_history (user_id, to_status, to_payment_status, to_tier,
             to_billing_cycle, reason, created_at) values (?, ?, ?, ?, ?, 'registered', ?)`,
          [
            row!.id,
            standing.membershipStatus,
            standing.paymentStatus,
            standing.tier,
            standing.billingCycle,
            at,
          ],
        );
        return row!.id;
      },
      change: (memberId, at, standing) => record(memberId, at, standing, 'payment:invoice-paid'),
      pay: async (memberId, at, cents) => {
        await execute(
          // A fixture's own numbering: the payments one test arranges, one at a time.
          `insert into payments (user_id, provider_payment_id, amount_cents, paid_at, receipt_number)
           select ?, ?, ?, ?, coalesce(max(receipt_number), 0) + 1 from payments`,
          [memberId, `in_${crypto.randomUUID()}`, cents, at],
        );
      },
      refund: async (memberId, at, cents) => {
        const [current] = await execute<MemberStanding[]>(
          `select membership_tier as tier, billing_cycle as "billingCycle", payment_status as "paymentStatus",
             membership_status as "membershipStatus", complimentary from users where id = ?`,
          [memberId],
        );
        await record(memberId, at, current!, `payment:refund-recorded:${cents}`);
      },
      subscribe: async (confirmedAt) => {
        await execute(
          `insert into newsletter_subscribers (email, confirmed_at, confirmation_digest, confirmation_expires_at,
             unsubscribe_token) values (?, ?, ?, now(), ?)`,
          [`${crypto.randomUUID()}@example.org`, confirmedAt, crypto.randomUUID(), crypto.randomUUID()],
        );
      },
    };
  });
}
