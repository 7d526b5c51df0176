import { AccountTokens, InfrastructureTokens, PaymentTokens } from '@commons/container';
import { memberExportPageSize } from '@commons/core/accounts/export-members';
import { memberCsvColumns } from '@commons/core/accounts/member-csv';
import type { MemberView } from '@commons/core/members/member';
import { DomainError } from '@commons/core/shared/domain-error';
import { pagesFrom, sendCsv } from '../csv/csv-download.ts';
import { sessionGuards } from '../middleware/authentication.ts';
import { databaseContext } from '../middleware/database-context.ts';
import type { RouteGroup } from '../router.ts';
import { noStore } from '../middleware/no-store.ts';

export const importNeedsCsvMessage = 'Send the CSV file as the body, with Content-Type text/csv';

/**
 * The console's members: the spec's list (an array; all users without `limit`) with search, filters
 * and paging (`X-Total-Count`), stat cards, a member's detail and history, and the admin's actions.
 */
export const adminMemberRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const listMembers = container.resolve(AccountTokens.listMembers);
  const exportMembersPage = container.resolve(AccountTokens.exportMembersPage);
  const countMemberStats = container.resolve(AccountTokens.countMemberStats);
  const getMemberDetail = container.resolve(PaymentTokens.getMemberDetail);
  const updateMemberByAdmin = container.resolve(PaymentTokens.updateMemberByAdmin);
  const removeComplimentaryTier = container.resolve(PaymentTokens.removeComplimentaryTier);
  const resendVerificationByAdmin = container.resolve(AccountTokens.resendVerificationByAdmin);
  const signOutEverywhere = container.resolve(AccountTokens.signOutEverywhere);
  const inScope = container.resolve(InfrastructureTokens.DatabaseScope);
  const sendSignInCodeByAdmin = container.resolve(AccountTokens.sendSignInCodeByAdmin);
  const importMembers = container.resolve(AccountTokens.importMembers);
  const membersManager = sessionGuards(container).requirePermission('members:manage');

  router.get('/api/admin/users', inDatabase, noStore, membersManager, async (ctx) => {
    const { members, total } = await listMembers(ctx.query);
    ctx.set('X-Total-Count', String(total));
    ctx.body = members;
  });

  // The list's filters, every match oldest first, streamed page after page from the last row read.
  router.get('/api/admin/members.csv', inDatabase, membersManager, async (ctx) => {
    const pages = await pagesFrom<MemberView, MemberView | null>(
      inScope,
      null,
      (after) => exportMembersPage(ctx.query, after),
      (_, page) => page.at(-1)!,
      memberExportPageSize,
    );
    sendCsv(ctx, 'members.csv', memberCsvColumns, pages);
  });

  // The CSV file is the body (text/csv); ?dryRun=true reports what the import would do.
  router.post('/api/admin/members/import', inDatabase, noStore, membersManager, async (ctx) => {
    const file: unknown = ctx.request.body;
    if (typeof file !== 'string' || !ctx.is('text/csv')) {
      throw new DomainError('VALIDATION', importNeedsCsvMessage);
    }
    const dryRun = ctx.query.dryRun === 'true';
    ctx.body = await importMembers({ file, dryRun }, ctx.state.member!.id);
  });

  // Before `/:id`, which would take "stats" for an id.
  router.get('/api/admin/users/stats', inDatabase, noStore, membersManager, async (ctx) => {
    ctx.body = await countMemberStats();
  });

  router.get('/api/admin/users/:id', inDatabase, noStore, membersManager, async (ctx) => {
    ctx.body = await getMemberDetail(ctx.params.id ?? '');
  });

  router.patch('/api/admin/users/:id', inDatabase, noStore, membersManager, async (ctx) => {
    ctx.body = await updateMemberByAdmin({ id: ctx.params.id ?? '' }, ctx.request.body, ctx.state.member!.id);
  });

  router.delete('/api/admin/users/:id/grant', inDatabase, noStore, membersManager, async (ctx) => {
    ctx.body = await removeComplimentaryTier({ id: ctx.params.id ?? '' }, ctx.state.member!.id);
  });

  router.post(
    '/api/admin/users/:id/resend-verification',
    inDatabase,
    noStore,
    membersManager,
    async (ctx) => {
      await resendVerificationByAdmin({ id: ctx.params.id ?? '' }, ctx.state.member!.id);
      ctx.status = 204;
    },
  );

  router.post('/api/admin/users/:id/sign-in-code', inDatabase, noStore, membersManager, async (ctx) => {
    await sendSignInCodeByAdmin({ id: ctx.params.id ?? '' }, ctx.state.member!.id);
    ctx.status = 204;
  });

  router.post('/api/admin/users/:id/sign-out', inDatabase, noStore, membersManager, async (ctx) => {
    ctx.body = await signOutEverywhere({ id: ctx.params.id ?? '' }, ctx.state.member!.id);
  });
};
