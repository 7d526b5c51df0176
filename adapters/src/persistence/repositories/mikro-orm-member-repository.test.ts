import { memberRepositoryContract } from '@commons/core/accounts/testing/member-repository.contract';
import { aNewMember } from '@commons/core/accounts/testing/member-builder';
import { describe, expect, it } from 'vitest';
import { MikroOrmTransactions } from '../transactions.ts';
import { perCallContext } from '../testing/request-context.ts';
import { truncateAll } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { RequestContext } from '@mikro-orm/core';
import { MikroOrmMemberRepository } from './mikro-orm-member-repository.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);
  memberRepositoryContract(`MikroORM on ${kind}`, async () => {
    await truncateAll(orm());
    return {
      repository: perCallContext(orm(), new MikroOrmMemberRepository(orm().em)),
      transactions: perCallContext(orm(), new MikroOrmTransactions(orm())),
    };
  });

  describe(`MikroOrmMemberRepository on ${kind}`, () => {
    it('serializes concurrent read-modify-write transactions on one member with the row lock', async () => {
      await truncateAll(orm());
      const repository = new MikroOrmMemberRepository(orm().em);
      const transactions = new MikroOrmTransactions(orm());
      const expiresAt = new Date('2030-01-01T00:00:00.000Z');
      const member = await RequestContext.create(orm().em, () =>
        repository.create(
          aNewMember({ verification: { codeHash: 'h', expiresAt, attempts: 0, sentAt: expiresAt } }),
        ),
      );

      const countOneGuess = () =>
        RequestContext.create(orm().em, () =>
          transactions.run(async () => {
            const locked = (await repository.findByIdForUpdate(member.id))!;
            const verification = locked.verification!;
            await new Promise((resolve) => setTimeout(resolve, 20));
            await repository.update(member.id, {
              verification: { ...verification, attempts: verification.attempts + 1 },
            });
          }),
        );
      await Promise.all(Array.from({ length: 5 }, countOneGuess));

      const stored = await RequestContext.create(orm().em, () => repository.findById(member.id));
      expect(stored?.verification?.attempts).toBe(5);
    });
  });
}
