import type { ParameterizedContext } from 'koa';
import { AccountTokens } from '@commons/container';
import type { SignedIn } from '@commons/core/accounts/session-grant';
import type { AppState } from '../context.ts';
import {
  clearSessionCookie,
  readRegistrationProof,
  readSessionToken,
  sessionGuards,
  setRegistrationProofCookie,
  setSessionCookie,
} from '../middleware/authentication.ts';
import { databaseContext } from '../middleware/database-context.ts';
import { noStore } from '../middleware/no-store.ts';
import type { RouteGroup } from '../router.ts';

/** The caller, with the proof of the registration its browser made, if any (sign-up and codes). */
const registrant = (ctx: ParameterizedContext<AppState>) => ({
  clientIp: ctx.ip,
  registrationProof: readRegistrationProof(ctx),
});

/**
 * Sign-up, e-mail verification, login (password or e-mailed code), choosing a password, logout and
 * the current member.
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
    const { registrationProof, ...registered } = await register(ctx.request.body, registrant(ctx));
    setRegistrationProofCookie(ctx, config, registrationProof);
    ctx.status = 201;
    ctx.body = registered;
  });

  router.post('/api/auth/verify-email', inDatabase, noStore, async (ctx) => {
    const { member, session } = await verifyEmail(ctx.request.body, registrant(ctx));
    setSessionCookie(ctx, config, session);
    ctx.body = member;
  });

  router.post('/api/auth/resend-verification', inDatabase, noStore, async (ctx) => {
    const { codeExpiresAt } = await resendVerificationCode(ctx.request.body);
    ctx.body = { ok: true, codeExpiresAt };
  });

  /** Hands the browser its new session; the browser's previous session, if any, ends. */
  const signedIn = async (ctx: ParameterizedContext<AppState>, { member, session }: SignedIn) => {
    const previous = readSessionToken(ctx);
    if (previous) await endSession(previous);
    setSessionCookie(ctx, config, session);
    ctx.body = member;
  };

  router.post('/api/auth/login', inDatabase, noStore, async (ctx) => {
    await signedIn(ctx, await login(ctx.request.body, { clientIp: ctx.ip }));
  });

  router.post('/api/auth/sign-in-code', inDatabase, noStore, async (ctx) => {
    await requestSignInCode(ctx.request.body, { clientIp: ctx.ip });
    ctx.status = 202;
    ctx.body = { ok: true };
  });

  router.post('/api/auth/sign-in-code/verify', inDatabase, noStore, async (ctx) => {
    await signedIn(ctx, await signInWithCode(ctx.request.body, registrant(ctx)));
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

  router.get('/api/auth/me', inDatabase, noStore, requireMember, (ctx) => {
    ctx.body = ctx.state.member;
  });
};
