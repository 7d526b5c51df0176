import type { Middleware } from 'koa';
import { AccountTokens, type AppContainer, type Config } from '@commons/container';
import type { SessionGrant } from '@commons/core/accounts/session-grant';
import { DomainError } from '@commons/core/shared/domain-error';
import type { AppContext, AppState } from '../context.ts';

/** The session cookie: an opaque token; the server keeps only its digest. */
export const sessionCookieName = 'commons_session';

type CookieContext = Pick<AppContext, 'cookies'>;

function cookieOptions(config: Config) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.publicUrl.startsWith('https:'),
    path: '/',
    overwrite: true,
  };
}

/** Lets Koa send a Secure cookie when TLS ends at a proxy that does not say so. */
function allowSecure(ctx: CookieContext, config: Config): void {
  if (config.publicUrl.startsWith('https:')) ctx.cookies.secure = true;
}

export function readSessionToken(ctx: CookieContext): string | undefined {
  return ctx.cookies.get(sessionCookieName) || undefined;
}

export function setSessionCookie(ctx: CookieContext, config: Config, session: SessionGrant): void {
  allowSecure(ctx, config);
  ctx.cookies.set(sessionCookieName, session.token, { ...cookieOptions(config), expires: session.expiresAt });
}

export function clearSessionCookie(ctx: CookieContext, config: Config): void {
  allowSecure(ctx, config);
  ctx.cookies.set(sessionCookieName, '', { ...cookieOptions(config), expires: new Date(0), maxAge: 0 });
}

/**
 * Ad serving, ad event logging and health checks never depend on who is asking; skipping the
 * session lookup there keeps a signed-in member's dashboard from costing a session query (and an
 * activity write) per ad.
 */
const sessionlessPaths = /^\/api\/(ad-slot$|ads\/[^/]+\/(impression|click)$|health(\/live)?$)/;

/**
 * Reads the session cookie and sets ctx.state.member for a live session. A cookie whose session
 * is gone (logged out, expired, ended by an admin) is cleared.
 */
export function authenticate(container: AppContainer): Middleware<AppState> {
  const resolveSession = container.resolve(AccountTokens.resolveSession);
  return async (ctx, next) => {
    if (sessionlessPaths.test(ctx.path)) return next();
    const token = readSessionToken(ctx);
    if (token) {
      const member = await resolveSession(token);
      if (member) ctx.state.member = member;
      else clearSessionCookie(ctx, container.config);
    }
    return next();
  };
}

/** 401 without a valid session. */
export function requireMember(): Middleware<AppState> {
  return (ctx, next) => {
    if (!ctx.state.member) throw new DomainError('UNAUTHENTICATED', 'Authentication required');
    return next();
  };
}

/** 401 without a session, 403 for a member who is not an admin. */
export function requireAdmin(): Middleware<AppState> {
  return (ctx, next) => {
    if (!ctx.state.member) throw new DomainError('UNAUTHENTICATED', 'Authentication required');
    if (!ctx.state.member.isAdmin) throw new DomainError('FORBIDDEN', 'Admin access required');
    return next();
  };
}
