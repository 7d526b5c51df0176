import { submissionInboxContract } from '@commons/core/community/testing/submission-inbox.contract';
import { perCallContext } from '../testing/request-context.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { MikroOrmApplicationRepository } from './mikro-orm-application-repository.ts';
import { SqlSubmissionInbox } from './sql-submission-inbox.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);
  submissionInboxContract(`SQL on ${kind}`, async () => {
    // The file's database copy is its own: clear only the tables the inbox reads.
    for (const table of [
      'f100_applications',
      'partnership_inquiries',
      'contact_inquiries',
      'submission_notes',
    ])
      await orm().em.fork().execute(`delete from ${table}`);
    return {
      inbox: perCallContext(orm(), new SqlSubmissionInbox(orm().em)),
      applications: perCallContext(orm(), new MikroOrmApplicationRepository(orm().em)),
      adminId: '0d5c3e56-9a4e-4c53-9a55-2f1f1d4a0100',
    };
  });
}
