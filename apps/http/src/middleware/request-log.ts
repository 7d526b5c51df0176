import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { withoutRedaction, type Logger } from '@commons/container';
import type { AppState } from '../context.ts';

const acceptedRequestId = /^[\w-]{8,64}$/;

/**
 * Gives each request an id (echoed in `X-Request-Id`) and logs one line per API request when it
 * ends. The request's child logger (`ctx.state.log`, carrying the id) is built only when something
 * logs through it: most requests log their one line and nothing else, and a child per request
 * cost more than the route. The logger writes asynchronously (see the container's logger.ts); the
 * line's fields are fixed and never secret, so it skips the redaction walk.
 */
export function requestLog(logger: Logger): Middleware<AppState> {
  const lines = withoutRedaction(logger);
  return async (ctx, next) => {
    const started = performance.now();
    const incoming = ctx.get('x-request-id');
    const requestId = acceptedRequestId.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    let child: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', {
      get: () => (child ??= logger.child({ requestId })),
      configurable: true,
      enumerable: true,
    });
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      if (ctx.path.startsWith('/api/')) {
        lines.info(
          {
            requestId,
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
