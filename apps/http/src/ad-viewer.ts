import { createHmac, randomUUID } from 'node:crypto';
import { isbot } from 'isbot';
import type { Config } from '@commons/container';
import { utcDay } from '@commons/core/ads/ad-stats';
import type { AdViewer } from '@commons/core/ads/select-ad';
import type { Clock } from '@commons/core/shared/clock';
import type { AppContext } from './context.ts';

/** The ad viewer cookie: a random id, the "viewer" of the per-viewer daily frequency cap. */
export const adViewerCookieName = 'ad_viewer';

const viewerIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const oneYearMs = 365 * 24 * 60 * 60 * 1000;

/**
 * A known bot by isbot's list (crawlers, link previews, HTTP libraries, headless browsers), or a
 * client that names no user agent at all: it is shown no ad and its posts count nothing.
 */
export function isAutomatedClient(userAgent: string | undefined): boolean {
  const agent = userAgent?.trim() ?? '';
  return agent === '' || isbot(agent);
}

/**
 * The viewer of a request without the cookie: an HMAC-SHA256, under the ad token secret, of the UTC
 * day, the client's address and its user agent. The same browser coming back cookieless all day is
 * the same viewer, so dropping the cookie no longer escapes a frequency cap; no address is stored,
 * and the key means nothing the next day.
 */
function dailyViewerKey(secret: string, day: string, clientIp: string, userAgent: string): string {
  return createHmac('sha256', secret).update(`${day}\n${clientIp}\n${userAgent}`).digest('base64url');
}

/**
 * Tells who asks for a slot: the viewer's id from its cookie, or, without one, the daily key of its
 * address and browser (and a new cookie for next time); its address; whether it is a bot. Like
 * Revive's capping cookies, the cookie is what a viewer keeps across days and addresses.
 */
export function adViewers(
  config: Config,
  clock: Clock,
): (ctx: Pick<AppContext, 'cookies' | 'ip' | 'get'>) => AdViewer {
  const secure = config.publicUrl.startsWith('https:');
  return (ctx) => {
    const userAgent = ctx.get('user-agent');
    const automated = isAutomatedClient(userAgent);
    const known = ctx.cookies.get(adViewerCookieName)?.trim();
    if (known && viewerIdPattern.test(known)) return { viewerId: known, clientIp: ctx.ip, automated };
    if (!automated) {
      // Koa refuses a Secure cookie on a plain connection unless told TLS ended at a proxy.
      if (secure) ctx.cookies.secure = true;
      ctx.cookies.set(adViewerCookieName, randomUUID(), {
        path: '/',
        maxAge: oneYearMs,
        httpOnly: true,
        sameSite: 'lax',
        secure,
      });
    }
    const viewerId = dailyViewerKey(config.adTokenSecret, utcDay(clock.now()), ctx.ip, userAgent);
    return { viewerId, clientIp: ctx.ip, automated };
  };
}
