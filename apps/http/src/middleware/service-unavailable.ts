import type { Middleware } from 'koa';
import { isDatabaseUnavailable } from '@commons/container';
import type { AppState } from '../context.ts';

/** Seconds a client should wait before retrying while the database is down or saturated. */
const retryAfterSeconds = 5;

/**
 * A database that is down, restarting or saturated is a passing condition, not a bug: answer 503
 * with Retry-After so clients and balancers back off, and let the next request try again.
 */
export function serviceUnavailable(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      // Only the code: a driver's message may quote the statement and its parameters.
      const code = (error as { code?: unknown }).code;
      ctx.state.log.warn({ code, method: ctx.method, path: ctx.path }, 'database unavailable');
      ctx.status = 503;
      ctx.set('Retry-After', String(retryAfterSeconds));
      ctx.body = { error: 'Service temporarily unavailable' };
    }
  };
}
