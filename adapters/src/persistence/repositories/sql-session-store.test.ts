import { aNewMember } from '@commons/core/members/testing/member-builder';
import { sessionStoreContract } from '@commons/core/accounts/testing/session-store.contract';
import { perCallContext } from '../testing/request-context.ts';
import { truncateAll } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { MikroOrmMemberRepository } from './mikro-orm-member-repository.ts';
import { SqlSessionStore } from './sql-session-store.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);
  sessionStoreContract(`SQL on ${kind}`, async () => {
    await truncateAll(orm());
    const members = perCallContext(orm(), new MikroOrmMemberRepository(orm().em));
    return {
      store: perCallContext(orm(), new SqlSessionStore(orm().em)),
      addMember: async () => (await members.create(aNewMember())).id,
    };
  });
}
