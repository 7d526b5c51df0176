import { randomUUID } from 'node:crypto';
import type { Config } from '@commons/container';
import type { AppContext } from './context.ts';

/** The ad viewer cookie: a random id, the "viewer" of the per-viewer daily frequency cap. */
export const adViewerCookieName = 'ad_viewer';

const viewerIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const oneYearSeconds = 365 * 24 * 60 * 60;

/**
 * Reads the viewer's id from its cookie, or gives a new one and sets the cookie. The header is built
 * once: this runs on every ad request. Like Revive's capping cookies, a viewer who clears them is
 * new again; the cap is a courtesy to viewers, not a fraud control (view tokens and budgets are).
 */
export function adViewerIds(config: Config): (ctx: Pick<AppContext, 'cookies' | 'append'>) => string {
  const attributes = `; Path=/; Max-Age=${oneYearSeconds}; HttpOnly; SameSite=Lax${
    config.publicUrl.startsWith('https:') ? '; Secure' : ''
  }`;
  return (ctx) => {
    const known = ctx.cookies.get(adViewerCookieName);
    if (known && viewerIdPattern.test(known)) return known;
    const viewerId = randomUUID();
    ctx.append('Set-Cookie', `${adViewerCookieName}=${viewerId}${attributes}`);
    return viewerId;
  };
}
