import { MemberSettingsTokens } from '@commons/container';
import { clearSessionCookie, readSessionToken, sessionGuards } from '../middleware/authentication.ts';
import { databaseContext } from '../middleware/database-context.ts';
import type { RouteGroup } from '../router.ts';
import { noStore } from '../middleware/no-store.ts';

/**
 * The signed-in member's own settings: profile, e-mail change, data export and closing the account.
 * Changing the e-mail and closing the account ask for the password or a code mailed for it.
 */
export const meRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const { config } = container;
  const S = MemberSettingsTokens;
  const updateProfile = container.resolve(S.updateProfile);
  const requestEmailChangeCode = container.resolve(S.requestEmailChangeCode);
  const requestEmailChange = container.resolve(S.requestEmailChange);
  const confirmEmailChange = container.resolve(S.confirmEmailChange);
  const exportMemberData = container.resolve(S.exportMemberData);
  const requestDeletionCode = container.resolve(S.requestDeletionCode);
  const deleteAccount = container.resolve(S.deleteAccount);
  const { requireMember } = sessionGuards(container);

  router.patch('/api/me', inDatabase, noStore, requireMember, async (ctx) => {
    ctx.body = await updateProfile(ctx.state.member!.id, ctx.request.body);
  });

  router.post('/api/me/email-change-code', inDatabase, noStore, requireMember, async (ctx) => {
    await requestEmailChangeCode(ctx.state.member!.id);
    ctx.status = 202;
    ctx.body = { ok: true };
  });

  router.post('/api/me/email', inDatabase, noStore, requireMember, async (ctx) => {
    await requestEmailChange(ctx.state.member!.id, ctx.request.body);
    ctx.status = 202;
    ctx.body = { ok: true };
  });

  router.post('/api/me/email/verify', inDatabase, noStore, requireMember, async (ctx) => {
    const caller = { sessionToken: readSessionToken(ctx) ?? '', clientIp: ctx.ip };
    ctx.body = await confirmEmailChange(caller, ctx.request.body);
  });

  router.get('/api/me/export', inDatabase, noStore, requireMember, async (ctx) => {
    const data = await exportMemberData(ctx.state.member!.id);
    const day = data.exportedAt.toISOString().slice(0, 10);
    ctx.set('Content-Disposition', `attachment; filename="commons-my-data-${day}.json"`);
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(data, null, 2);
  });

  router.post('/api/me/deletion-code', inDatabase, noStore, requireMember, async (ctx) => {
    await requestDeletionCode(ctx.state.member!.id);
    ctx.status = 202;
    ctx.body = { ok: true };
  });

  router.delete('/api/me', inDatabase, noStore, requireMember, async (ctx) => {
    await deleteAccount(ctx.state.member!.id, ctx.request.body ?? {});
    clearSessionCookie(ctx, config);
    ctx.status = 204;
  });
};
