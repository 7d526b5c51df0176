import type { ParameterizedContext } from 'koa';
import type { AppState } from '../context.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request may go on: a state-changing API request sent by another site's page may not
 * (the API guards answer it 403). A browser names the page's origin in `Origin`; it must be the
 * site's public origin or the origin the request was addressed to (the same server reached under
 * another name, such as the dev proxy). Requests without `Origin` come from curl or servers and
 * pass, unless the browser's `Sec-Fetch-Site` says cross-site. The SameSite=Lax session cookie is
 * the second line of defence.
 */
export function originCheck(publicUrl: string): (ctx: ParameterizedContext<AppState>) => boolean {
  const publicOrigin = new URL(publicUrl).origin;
  return (ctx) => {
    if (safeMethods.has(ctx.method) || !ctx.path.startsWith('/api/')) return true;
    const origin = ctx.get('origin');
    // Koa 3's ctx.origin is the Origin header itself: build the addressed origin from the Host.
    const addressedOrigin = `${ctx.protocol}://${ctx.host}`;
    return origin
      ? origin === publicOrigin || origin === addressedOrigin
      : ctx.get('sec-fetch-site') !== 'cross-site';
  };
}
