import type { ParameterizedContext } from 'koa';
import { AccountTokens } from '@commons/container';
import type { SignedIn } from '@commons/core/accounts/session-grant';
import type { AppState } from '../context.ts';
import {
  clearSessionCookie,
  codeRequestCookieName,
  deviceCookieName,
  registrationProofCookieName,
  readSessionToken,
  requesterOf,
  sessionGuards,
  setSessionCookie,
  setTokenCookie,
} from '../middleware/authentication.ts';
import { databaseContext } from '../middleware/database-context.ts';
import { noStore } from '../middleware/no-store.ts';
import { permissionsOf } from '@commons/core/staff/permissions';
import type { RouteGroup } from '../router.ts';

/**
 * Sign-up, e-mail verification, login (password or e-mailed code), choosing a password, logout and
 * the current member. A sign-in also makes the browser a known device of the member (its own
 * cookie), and a code request binds the code to the browser (another cookie); the use cases read
 * both from the requester.
 */
export const accountRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const { config } = container;
  const register = container.resolve(AccountTokens.register);
  const verifyEmail = container.resolve(AccountTokens.verifyEmail);
  const resendVerificationCode = container.resolve(AccountTokens.resendVerificationCode);
  const login = container.resolve(AccountTokens.login);
  const requestSignInCode = container.resolve(AccountTokens.requestSignInCode);
  const signInWithCode = container.resolve(AccountTokens.signInWithCode);
  const changePassword = container.resolve(AccountTokens.changePassword);
  const endSession = container.resolve(AccountTokens.endSession);
  const { requireMember } = sessionGuards(container);

  router.post('/api/users', inDatabase, noStore, async (ctx) => {
    const { registrationProof, ...registered } = await register(ctx.request.body, requesterOf(ctx));
    setTokenCookie(ctx, config, registrationProofCookieName, registrationProof);
    ctx.status = 201;
    ctx.body = registered;
  });

  /** Hands the browser its new session and device token; the browser's previous session, if any, ends. */
  const signedIn = async (ctx: ParameterizedContext<AppState>, { member, session, device }: SignedIn) => {
    const previous = readSessionToken(ctx);
    if (previous) await endSession(previous);
    setSessionCookie(ctx, config, session);
    setTokenCookie(ctx, config, deviceCookieName, device);
    ctx.body = member;
  };

  router.post('/api/auth/verify-email', inDatabase, noStore, async (ctx) => {
    await signedIn(ctx, await verifyEmail(ctx.request.body, requesterOf(ctx)));
  });

  router.post('/api/auth/resend-verification', inDatabase, noStore, async (ctx) => {
    const { codeExpiresAt } = await resendVerificationCode(ctx.request.body, requesterOf(ctx));
    ctx.body = { ok: true, codeExpiresAt };
  });

  router.post('/api/auth/login', inDatabase, noStore, async (ctx) => {
    await signedIn(ctx, await login(ctx.request.body, requesterOf(ctx)));
  });

  router.post('/api/auth/sign-in-code', inDatabase, noStore, async (ctx) => {
    setTokenCookie(
      ctx,
      config,
      codeRequestCookieName,
      await requestSignInCode(ctx.request.body, requesterOf(ctx)),
    );
    ctx.status = 202;
    ctx.body = { ok: true };
  });

  router.post('/api/auth/sign-in-code/verify', inDatabase, noStore, async (ctx) => {
    await signedIn(ctx, await signInWithCode(ctx.request.body, requesterOf(ctx)));
  });

  router.put('/api/auth/password', inDatabase, noStore, requireMember, async (ctx) => {
    ctx.body = await changePassword(readSessionToken(ctx) ?? '', ctx.request.body);
  });

  router.post('/api/auth/logout', inDatabase, noStore, async (ctx) => {
    const token = readSessionToken(ctx);
    if (token) await endSession(token);
    clearSessionCookie(ctx, config);
    ctx.status = 204;
  });

  // The console shows the sections of these permissions (the server checks each route anyway).
  router.get('/api/auth/me', inDatabase, noStore, requireMember, (ctx) => {
    const member = ctx.state.member!;
    ctx.body = { ...member, permissions: permissionsOf(member.staffRole) };
  });
};
