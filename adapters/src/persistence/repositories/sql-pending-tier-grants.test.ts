import { pendingTierGrantsContract } from '@commons/core/accounts/testing/pending-tier-grants.contract';
import { perCallContext } from '../testing/request-context.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { SqlPendingTierGrants } from './sql-pending-tier-grants.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);

  pendingTierGrantsContract(`SQL on ${kind}`, async () => {
    const rows = await orm()
      .em.fork()
      .execute<{ id: string }[]>(
        `insert into users (email, first_name, last_name, staff_role) values (?, 'Ada', 'Okafor', 'admin') returning id`,
        [`admin-${crypto.randomUUID()}@example.org`],
      );
    return { grants: perCallContext(orm(), new SqlPendingTierGrants(orm().em)), adminId: rows[0]!.id };
  });
}
