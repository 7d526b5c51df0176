import { memberCodesContract } from '@commons/core/accounts/testing/member-codes.contract';
import { describe, expect, it } from 'vitest';
import { perCallContext } from '../testing/request-context.ts';
import { truncateAllButOneMember } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { SqlMemberCodes } from './sql-member-codes.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);

  memberCodesContract(`SQL on ${kind}`, async () => ({
    memberId: await truncateAllButOneMember(orm()),
    codes: perCallContext(orm(), new SqlMemberCodes(orm().em)),
  }));

  describe(`SqlMemberCodes on ${kind}`, () => {
    it('drops the codes of a member whose account row is deleted', async () => {
      const memberId = await truncateAllButOneMember(orm());
      const codes = perCallContext(orm(), new SqlMemberCodes(orm().em));
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
