import { memberCodesContract } from '@commons/core/accounts/testing/member-codes.contract';
import { describe, expect, it } from 'vitest';
import { perCallContext } from '../testing/request-context.ts';
import { truncateAll } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import type { Orm } from '../orm.ts';
import { SqlMemberCodes } from './sql-member-codes.ts';

/** A bare users row for the code's foreign key; the member adapter is another module's. */
async function insertMember(orm: Orm): Promise<string> {
  const rows = await orm.em
    .fork()
    .execute<{ id: string }[]>(
      `insert into users (email, password_hash, first_name, last_name) values (?, 'x', 'Ada', 'Okafor') returning id`,
      [`member-${crypto.randomUUID()}@example.com`],
    );
  return rows[0]!.id;
}

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);

  memberCodesContract(`SQL on ${kind}`, async () => {
    await truncateAll(orm());
    return {
      codes: perCallContext(orm(), new SqlMemberCodes(orm().em)),
      memberId: await insertMember(orm()),
    };
  });

  describe(`SqlMemberCodes on ${kind}`, () => {
    it('drops the codes of a member whose account row is deleted', async () => {
      await truncateAll(orm());
      const codes = perCallContext(orm(), new SqlMemberCodes(orm().em));
      const memberId = await insertMember(orm());
      const at = new Date('2026-01-01T00:00:00.000Z');
      await codes.save(memberId, 'account-deletion', {
        codeHash: 'h',
        expiresAt: at,
        attempts: 0,
        sentAt: at,
        newEmail: null,
      });

      await orm().em.fork().execute('delete from users where id = ?', [memberId]);

      expect(await codes.find(memberId, 'account-deletion')).toBeNull();
    });
  });
}
