import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '@commons/container';
import type { AppState } from '../context.ts';

/** Gives each request an id (echoed in `X-Request-Id`) and logs one line when it ends. */
export function requestLog(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const started = performance.now();
    const incoming = ctx.get('x-request-id');
    ctx.state.requestId = /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.state.log = logger.child({ requestId: ctx.state.requestId });
    ctx.set('X-Request-Id', ctx.state.requestId);
    try {
      await next();
    } finally {
      if (ctx.path.startsWith('/api/')) {
        ctx.state.log.info(
          {
            method: ctx.method,
            path: ctx.path,
            status: ctx.status,
            ms: Math.round(performance.now() - started),
          },
          'request',
        );
      }
    }
  };
}
