import { emailChangeUndosContract } from '@commons/core/accounts/testing/email-change-undos.contract';
import { describe, expect, it } from 'vitest';
import { perCallContext } from '../testing/request-context.ts';
import { truncateAllButOneMember } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { SqlEmailChangeUndos } from './sql-email-change-undos.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);

  /** Two members and no undos (the table is truncated with the others). */
  async function twoMembers(): Promise<[string, string]> {
    const first = await truncateAllButOneMember(orm());
    const rows = await orm()
      .em.fork()
      .execute<{ id: string }[]>(
        `insert into users (email, first_name, last_name) values (?, 'Eve', 'Obi') returning id`,
        [`member-${crypto.randomUUID()}@example.com`],
      );
    return [first, rows[0]!.id];
  }

  emailChangeUndosContract(`SQL on ${kind}`, async () => ({
    memberIds: await twoMembers(),
    undos: perCallContext(orm(), new SqlEmailChangeUndos(orm().em)),
  }));

  describe(`SqlEmailChangeUndos on ${kind}`, () => {
    it('drops the undos of a member whose account row is deleted', async () => {
      const [memberId] = await twoMembers();
      const undos = perCallContext(orm(), new SqlEmailChangeUndos(orm().em));
      await undos.save({
        memberId,
        oldEmail: 'old@example.org',
        tokenHash: 'digest:gone',
        expiresAt: new Date('2026-01-08T00:00:00.000Z'),
      });

      await orm().em.fork().execute('delete from users where id = ?', [memberId]);

      expect(await undos.findByTokenHash('digest:gone')).toBeNull();
    });
  });
}
