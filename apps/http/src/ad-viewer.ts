import { randomUUID } from 'node:crypto';
import type { Config } from '@commons/container';
import type { AppContext } from './context.ts';

/** The ad viewer cookie: a random id, the "viewer" of the per-viewer daily frequency cap. */
export const adViewerCookieName = 'ad_viewer';

const viewerIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const oneYearMs = 365 * 24 * 60 * 60 * 1000;

/**
 * Reads the viewer's id from its cookie, or gives a new one and sets the cookie. Like Revive's
 * capping cookies, a viewer who clears them is new again; the cap is a courtesy to viewers, not a
 * fraud control (view tokens and budgets are).
 */
export function adViewerIds(config: Config): (ctx: Pick<AppContext, 'cookies'>) => string {
  const secure = config.publicUrl.startsWith('https:');
  return (ctx) => {
    const known = ctx.cookies.get(adViewerCookieName)?.trim();
    if (known && viewerIdPattern.test(known)) return known;
    const viewerId = randomUUID();
    // Koa refuses a Secure cookie on a plain connection unless told TLS ended at a proxy.
    if (secure) ctx.cookies.secure = true;
    ctx.cookies.set(adViewerCookieName, viewerId, {
      path: '/',
      maxAge: oneYearMs,
      httpOnly: true,
      sameSite: 'lax',
      secure,
    });
    return viewerId;
  };
}
