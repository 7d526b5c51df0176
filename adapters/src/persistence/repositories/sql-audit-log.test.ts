import { describe, expect, it } from 'vitest';
import { auditLogContract } from '@commons/core/audit/testing/audit-log.contract';
import { FixedClock } from '@commons/core/shared/testing/fixed-clock';
import { perCallContext } from '../testing/request-context.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { SqlAuditLog } from './sql-audit-log.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);

  // The file's database copy is its own: clear only the tables the audit log reads.
  const clear = async () => {
    for (const table of ['audit_events', 'membership_status_history'])
      await orm().em.fork().execute(`delete from ${table}`);
  };
  const insertUser = async (email: string) => {
    const rows = await orm()
      .em.fork()
      .execute<{ id: string }[]>(
        `insert into users (email, first_name, last_name) values (?, 'Ada', 'Okafor') returning id`,
        [email],
      );
    return rows[0]!.id;
  };

  auditLogContract(`SQL on ${kind}`, async () => {
    await clear();
    const clock = new FixedClock('2026-03-01T10:00:00.000Z');
    const email = `admin-${crypto.randomUUID()}@example.org`;
    const admin = { id: await insertUser(email), email };
    return {
      log: perCallContext(orm(), new SqlAuditLog(orm().em, clock)),
      admin,
      tick: async () => clock.advanceSeconds(1),
    };
  });

  describe(`SqlAuditLog on ${kind}: membership history`, () => {
    it('lists member changes from the membership history beside the recorded events, with their admin', async () => {
      await clear();
      const adminId = await insertUser('staff@example.org');
      const memberId = await insertUser('member@example.org');
      await orm()
        .em.fork()
        .execute(
          `insert into membership_status_history (user_id, from_status, to_status, from_payment_status, to_payment_status,
             from_tier, to_tier, reason, actor_kind, actor_ref, created_at)
           values (?, 'active', 'active', 'paid', 'paid', 'builder', 'f100', 'admin-granted-tier', 'admin', ?, '2026-03-02T00:00:00Z')`,
          [memberId, adminId],
        );
      const log = perCallContext(
        orm(),
        new SqlAuditLog(orm().em, new FixedClock('2026-03-01T00:00:00.000Z')),
      );
      await log.record({
        actor: { kind: 'admin', id: adminId },
        action: 'submission.note-added',
        subject: { kind: 'submission', id: 'x' },
        summary: 'Note added',
      });

      const page = await log.list({ actorId: adminId, limit: 10, offset: 0 });

      expect(page.total).toBe(2);
      expect(page.entries[0]).toMatchObject({
        actor: { kind: 'admin', id: adminId, email: 'staff@example.org' },
        action: 'member.admin-granted-tier',
        subject: { kind: 'member', id: memberId },
        summary: 'member@example.org: tier builder → f100',
      });
      expect((await log.list({ kind: 'member', limit: 10, offset: 0 })).total).toBe(1);
    });
  });
}
