import { randomUUID } from 'node:crypto';
import type { Config } from '@commons/container';
import type { AppContext } from './context.ts';

/** The ad viewer cookie: a random id, the "viewer" of the per-viewer daily frequency cap. */
export const adViewerCookieName = 'ad_viewer';

const viewerIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const oneYearSeconds = 365 * 24 * 60 * 60;

const viewerCookie = new RegExp(`(?:^|;)\\s*${adViewerCookieName}=([^;]*)`);

/** The viewer's id in a Cookie header, or undefined when there is none or it is not an id. */
function viewerIdIn(cookieHeader: string | undefined): string | undefined {
  const value = cookieHeader && viewerCookie.exec(cookieHeader)?.[1]?.trim();
  return value && viewerIdPattern.test(value) ? value : undefined;
}

/**
 * Reads the viewer's id from its cookie, or gives a new one and sets the cookie. Straight from and
 * to Node's request and response: this runs on every ad request, and Koa's cookie jar (an object
 * per request) and its `append` (reading, converting and setting the header again) cost about as
 * much as choosing the ad. Like Revive's capping cookies, a viewer who clears them is new again;
 * the cap is a courtesy to viewers, not a fraud control (view tokens and budgets are).
 */
export function adViewerIds(config: Config): (ctx: Pick<AppContext, 'req' | 'res'>) => string {
  const attributes = `; Path=/; Max-Age=${oneYearSeconds}; HttpOnly; SameSite=Lax${
    config.publicUrl.startsWith('https:') ? '; Secure' : ''
  }`;
  return ({ req, res }) => {
    const known = viewerIdIn(req.headers.cookie);
    if (known) return known;
    const viewerId = randomUUID();
    res.appendHeader('Set-Cookie', `${adViewerCookieName}=${viewerId}${attributes}`);
    return viewerId;
  };
}
