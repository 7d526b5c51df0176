import { staffRepositoryContract } from '@commons/core/staff/testing/staff-repository.contract';
import { perCallContext } from '../testing/request-context.ts';
import { truncateAll } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { MikroOrmMemberRepository } from './mikro-orm-member-repository.ts';
import { SqlStaffRepository } from './sql-staff-repository.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);

  staffRepositoryContract(`SQL on ${kind}`, async () => {
    await truncateAll(orm());
    return {
      members: perCallContext(orm(), new MikroOrmMemberRepository(orm().em)),
      staff: perCallContext(orm(), new SqlStaffRepository(orm().em)),
    };
  });
}
