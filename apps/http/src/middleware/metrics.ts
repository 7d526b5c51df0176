import { timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import type { AppState } from '../context.ts';
import type { Metrics } from '../metrics.ts';

/**
 * Counts and times every request by its route pattern (`/api/knowledge/:slug`, never the raw path,
 * so the number of series stays bounded): `static` for the web app's files, `unmatched` for the rest.
 */
export function requestMetrics(metrics: Metrics): Middleware<AppState> {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
      const route =
        typeof matched === 'string' ? matched : ctx.path.startsWith('/api/') ? 'unmatched' : 'static';
      metrics.observeRequest(
        { method: ctx.method, route, status: ctx.status },
        (performance.now() - started) / 1000,
      );
    }
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` on the public port: only with `Authorization: Bearer METRICS_TOKEN` (401 without
 * it), and 404 when no token is set (METRICS_PORT then serves them off the public network).
 */
export function metricsEndpoint(metrics: Metrics, token: string | undefined): Middleware<AppState> {
  return async (ctx, next) => {
    if (ctx.path !== '/metrics') return next();
    if (!token) {
      ctx.status = 404;
      ctx.body = { error: 'Not found' };
      return;
    }
    const given = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1] ?? '';
    if (!sameSecret(given, token)) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer');
      ctx.body = { error: 'Authentication required' };
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.type = metrics.registry.contentType;
    ctx.body = await metrics.registry.metrics();
  };
}
