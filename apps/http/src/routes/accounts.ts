import type { Middleware } from 'koa';
import { AccountTokens } from '@commons/container';
import type { AppState } from '../context.ts';
import {
  clearSessionCookie,
  readSessionToken,
  sessionGuards,
  setSessionCookie,
} from '../middleware/authentication.ts';
import type { RouteGroup } from '../router.ts';

/** Answers about who is signed in must never be cached by a browser or proxy. */
const noStore: Middleware<AppState> = (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  return next();
};

/** Sign-up, e-mail verification, login, logout, the current member, and the admin's user list. */
export const accountRoutes: RouteGroup = (router, container) => {
  const { config } = container;
  const register = container.resolve(AccountTokens.register);
  const verifyEmail = container.resolve(AccountTokens.verifyEmail);
  const resendVerificationCode = container.resolve(AccountTokens.resendVerificationCode);
  const login = container.resolve(AccountTokens.login);
  const endSession = container.resolve(AccountTokens.endSession);
  const listMembers = container.resolve(AccountTokens.listMembers);
  const setMemberStatus = container.resolve(AccountTokens.setMemberStatus);
  const { requireMember, requireAdmin } = sessionGuards(container);

  router.post('/api/users', noStore, async (ctx) => {
    ctx.status = 201;
    ctx.body = await register(ctx.request.body, { clientIp: ctx.ip });
  });

  router.post('/api/auth/verify-email', noStore, async (ctx) => {
    const { member, session } = await verifyEmail(ctx.request.body, { clientIp: ctx.ip });
    setSessionCookie(ctx, config, session);
    ctx.body = member;
  });

  router.post('/api/auth/resend-verification', noStore, async (ctx) => {
    await resendVerificationCode(ctx.request.body);
    ctx.body = { ok: true };
  });

  router.post('/api/auth/login', noStore, async (ctx) => {
    const { member, session } = await login(ctx.request.body, { clientIp: ctx.ip });
    // The browser's previous session, if any, ends with the new login.
    const previous = readSessionToken(ctx);
    if (previous) await endSession(previous);
    setSessionCookie(ctx, config, session);
    ctx.body = member;
  });

  router.post('/api/auth/logout', noStore, async (ctx) => {
    const token = readSessionToken(ctx);
    if (token) await endSession(token);
    clearSessionCookie(ctx, config);
    ctx.status = 204;
  });

  router.get('/api/auth/me', noStore, requireMember, (ctx) => {
    ctx.body = ctx.state.member;
  });

  router.get('/api/admin/users', noStore, requireAdmin, async (ctx) => {
    ctx.body = await listMembers();
  });

  router.patch('/api/admin/users/:id', noStore, requireAdmin, async (ctx) => {
    ctx.body = await setMemberStatus({ id: ctx.params.id ?? '' }, ctx.request.body, ctx.state.member!.id);
  });
};
