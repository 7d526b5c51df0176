import type { Context, Middleware } from 'koa';
import { AccountTokens, type AppContainer, type Config } from '@commons/container';
import type { Requester } from '@commons/core/accounts/account-deps';
import type { CookieGrant } from '@commons/core/accounts/session-grant';
import { viewerOf, type Viewer } from '@commons/core/knowledge/article-access';
import { DomainError } from '@commons/core/shared/domain-error';
import { can, type Permission, type StaffMember } from '@commons/core/staff/permissions';
import type { AppContext, AppState } from '../context.ts';

/** The session cookie: an opaque token; the server keeps only its digest. */
export const sessionCookieName = 'commons_session';
/**
 * The known-device cookie (OWASP's device cookies): a random token, given at each sign-in, naming
 * the account it signed in to; the server keeps only its digest.
 */
export const deviceCookieName = 'commons_device';
/** Binds a sign-in code to the browser that asked for it: only that browser may use or burn it. */
export const codeRequestCookieName = 'commons_code_request';
/**
 * The proof that this browser made a registration (core's `RegistrationProofs`), set by the sign-up
 * and read by the sign-up's checkout and the verification.
 */
export const registrationProofCookieName = 'commons_registration';

type CookieContext = Pick<AppContext, 'cookies'>;

/** Where a cookie is sent: the session everywhere; the sign-in cookies to their routes, same-site only. */
const cookieScopes = {
  [sessionCookieName]: { path: '/', sameSite: 'lax' },
  [deviceCookieName]: { path: '/api/auth', sameSite: 'strict' },
  [codeRequestCookieName]: { path: '/api/auth/sign-in-code', sameSite: 'strict' },
  [registrationProofCookieName]: { path: '/api', sameSite: 'strict' },
} as const;

type CookieName = keyof typeof cookieScopes;

function cookieOptions(config: Config, name: CookieName) {
  return {
    httpOnly: true,
    secure: config.publicUrl.startsWith('https:'),
    ...cookieScopes[name],
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

export function setTokenCookie(
  ctx: CookieContext,
  config: Config,
  name: CookieName,
  grant: CookieGrant,
): void {
  allowSecure(ctx, config);
  ctx.cookies.set(name, grant.token, { ...cookieOptions(config, name), expires: grant.expiresAt });
}

export function setSessionCookie(ctx: CookieContext, config: Config, session: CookieGrant): void {
  setTokenCookie(ctx, config, sessionCookieName, session);
}

export function clearSessionCookie(ctx: CookieContext, config: Config): void {
  allowSecure(ctx, config);
  ctx.cookies.set(sessionCookieName, '', {
    ...cookieOptions(config, sessionCookieName),
    expires: new Date(0),
    maxAge: 0,
  });
}

/**
 * Who is asking, as the account use cases see it: the client address and the browser's sign-in and
 * registration cookies.
 */
export function requesterOf(ctx: CookieContext & Pick<AppContext, 'ip'>): Requester {
  return {
    clientIp: ctx.ip,
    deviceToken: ctx.cookies.get(deviceCookieName) || undefined,
    codeRequestToken: ctx.cookies.get(codeRequestCookieName) || undefined,
    registrationProof: ctx.cookies.get(registrationProofCookieName) || undefined,
  };
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
  /**
   * The session, then 401 without one and 403 unless the member's staff role holds `permission`
   * (core's matrix). Every `/api/admin` and `/api/ads` route lists one; a test walks the router.
   */
  requirePermission(permission: Permission): PermissionGuard;
}

/** A guard that names the permission it checks, so the router's routes can be audited. */
export type PermissionGuard = Middleware<AppState> & { readonly permission: Permission };

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
  const requirePermission = (permission: Permission): PermissionGuard => {
    const guard: Middleware<AppState> = (ctx, next) =>
      requireMember(ctx, () => {
        if (!can(ctx.state.member!.staffRole, permission)) {
          throw new DomainError('FORBIDDEN', 'Your staff role does not allow this');
        }
        return next();
      });
    return Object.assign(guard, { permission });
  };
  return { withSession, requireMember, requirePermission };
}

/** The staff member a permission guard let through (who acts, with which role). */
export function actingStaff(ctx: { state: AppState }): StaffMember {
  const member = ctx.state.member;
  if (!member?.staffRole) throw new DomainError('FORBIDDEN', 'Your staff role does not allow this');
  return { id: member.id, role: member.staffRole };
}

/**
 * For pages: the viewer a request's session is, resolved when a page reads an article (in the
 * page's database scope). Null when the request carries no session cookie, so an anonymous visit
 * costs no session query. A cookie whose session is gone reads as a visitor; the API clears it.
 */
export function sessionViewer(container: AppContainer): (ctx: Context) => (() => Promise<Viewer>) | null {
  const resolveSession = container.resolve(AccountTokens.resolveSession);
  return (ctx) => {
    const token = readSessionToken(ctx);
    if (!token) return null;
    let viewer: Promise<Viewer> | undefined;
    return () => (viewer ??= resolveSession(token).then(viewerOf));
  };
}
