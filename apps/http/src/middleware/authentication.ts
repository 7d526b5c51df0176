import type { Context, Middleware } from 'koa';
import { AccountTokens, type AppContainer, type Config } from '@commons/container';
import type { SessionGrant } from '@commons/core/accounts/session-grant';
import { readerOf, type Reader } from '@commons/core/knowledge/article-access';
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

/** Session middleware for the routes that need to know who is asking. */
export interface SessionGuards {
  /**
   * Reads the session cookie and sets ctx.state.member for a live session; a cookie whose session
   * is gone (logged out, expired, ended by an admin) is cleared. Routes without a guard never
   * query sessions: ad serving, ad events and health checks do not depend on who asks, and a
   * signed-in member's dashboard must not cost a session query (and an activity write) per ad.
   */
  withSession: Middleware<AppState>;
  /** The session, then 401 without one. */
  requireMember: Middleware<AppState>;
  /** The session, then 401 without one and 403 for a member who is not an admin. */
  requireAdmin: Middleware<AppState>;
}

export function sessionGuards(container: AppContainer): SessionGuards {
  const resolveSession = container.resolve(AccountTokens.resolveSession);
  const withSession: Middleware<AppState> = async (ctx, next) => {
    const token = readSessionToken(ctx);
    if (token) {
      const member = await resolveSession(token);
      if (member) ctx.state.member = member;
      else clearSessionCookie(ctx, container.config);
    }
    return next();
  };
  const requireMember: Middleware<AppState> = (ctx, next) =>
    withSession(ctx, () => {
      if (!ctx.state.member) throw new DomainError('UNAUTHENTICATED', 'Authentication required');
      return next();
    });
  const requireAdmin: Middleware<AppState> = (ctx, next) =>
    requireMember(ctx, () => {
      if (!ctx.state.member!.isAdmin) throw new DomainError('FORBIDDEN', 'Admin access required');
      return next();
    });
  return { withSession, requireMember, requireAdmin };
}

/**
 * For pages: the reader a request's session is, resolved when a page reads an article (in the
 * page's database scope). Null when the request carries no session cookie, so an anonymous visit
 * costs no session query. A cookie whose session is gone reads as a visitor; the API clears it.
 */
export function sessionReader(container: AppContainer): (ctx: Context) => (() => Promise<Reader>) | null {
  const resolveSession = container.resolve(AccountTokens.resolveSession);
  return (ctx) => {
    const token = readSessionToken(ctx);
    if (!token) return null;
    let reader: Promise<Reader> | undefined;
    return () => (reader ??= resolveSession(token).then(readerOf));
  };
}
