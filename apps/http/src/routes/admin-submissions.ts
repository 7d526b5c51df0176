import { CommunityTokens, InfrastructureTokens } from '@commons/container';
import type { SubmissionWithAnswers } from '@commons/core/community/submission-inbox';
import { pagesOf, sendCsv, type CsvColumn } from '../csv/csv-download.ts';
import { sessionGuards } from '../middleware/authentication.ts';
import { databaseContext } from '../middleware/database-context.ts';
import { noStore } from '../middleware/no-store.ts';
import type { RouteGroup } from '../router.ts';

const submissionColumns: readonly CsvColumn<SubmissionWithAnswers>[] = [
  ['id', (s) => s.id],
  ['type', (s) => s.type],
  ['state', (s) => s.state],
  ['name', (s) => s.name],
  ['email', (s) => s.email],
  ['organization', (s) => s.organization],
  ['subject', (s) => s.subject],
  ['submittedAt', (s) => s.submittedAt],
];

/** The console's inbox: F100 applications, partnership inquiries and contact messages in one list. */
export const adminSubmissionRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const listSubmissions = container.resolve(CommunityTokens.listSubmissions);
  const listSubmissionAnswers = container.resolve(CommunityTokens.listSubmissionAnswers);
  const getSubmission = container.resolve(CommunityTokens.getSubmission);
  const reviewSubmission = container.resolve(CommunityTokens.reviewSubmission);
  const inScope = container.resolve(InfrastructureTokens.DatabaseScope);
  const submissionsManager = sessionGuards(container).requirePermission('submissions:manage');

  router.get('/api/admin/submissions', inDatabase, noStore, submissionsManager, async (ctx) => {
    const { submissions, total } = await listSubmissions(ctx.query);
    ctx.set('X-Total-Count', String(total));
    ctx.body = submissions;
  });

  router.get('/api/admin/submissions.csv', inDatabase, submissionsManager, async (ctx) => {
    // Every answer of the kinds the filter lets through, one column each after the common ones.
    let answers: readonly string[] = [];
    const pages = await pagesOf(inScope, async (limit, offset) => {
      const page = await listSubmissionAnswers({ ...ctx.query, limit, offset });
      answers = page.answers;
      return page.submissions;
    });
    const answerColumns = answers.map((name): CsvColumn<SubmissionWithAnswers> => [
      name,
      (s) => s.fields[name] ?? null,
    ]);
    sendCsv(ctx, 'submissions.csv', [...submissionColumns, ...answerColumns], pages);
  });

  router.get('/api/admin/submissions/:id', inDatabase, noStore, submissionsManager, async (ctx) => {
    ctx.body = await getSubmission(ctx.params.id ?? '');
  });

  router.patch('/api/admin/submissions/:id', inDatabase, noStore, submissionsManager, async (ctx) => {
    const id = ctx.params.id ?? '';
    await reviewSubmission({ id, input: ctx.request.body, adminId: ctx.state.member!.id });
    ctx.body = await getSubmission(id);
  });
};
