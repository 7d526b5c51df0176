import { timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import type { AppState } from '../context.ts';
import type { Metrics } from '../metrics.ts';

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
