import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { requestLineWriter, type Logger } from '@commons/container';
import type { AppState } from '../context.ts';
import type { Metrics } from '../metrics.ts';

const acceptedRequestId = /^[\w-]{8,64}$/;

/**
 * The request's state, its child logger made on first use. A class, rather than a getter defined
 * on Koa's state object per request: every request's object then shares one shape and one getter,
 * instead of a new closure and property definition each time.
 */
class RequestState implements AppState {
  readonly #logger: Logger;
  #log: Logger | undefined;
  requestId: string;
  member?: AppState['member'];
  constructor(logger: Logger, requestId: string) {
    this.#logger = logger;
    this.requestId = requestId;
  }
  get log(): Logger {
    return (this.#log ??= this.#logger.child({ requestId: this.requestId }));
  }
}

/**
 * Gives each request an id (echoed in `X-Request-Id`), logs one line per API request when it
 * ends, and counts and times every request in the metrics. The request's child logger
 * (`ctx.state.log`, carrying the id) is built only when something logs through it: most requests
 * log their one line and nothing else, and a child per request cost more than the route. The
 * logger writes asynchronously (see the container's logger.ts); the line's fields are fixed and
 * never secret, so it is written without pino's formatting. The metrics name a request by its
 * route pattern (`/api/knowledge/:slug`, never the raw path, so the number of series stays
 * bounded): `static` for the web app's files and pages, `unmatched` for the rest of the API.
 */
export function requestLog(logger: Logger, metrics?: Metrics): Middleware<AppState> {
  const writeLine = requestLineWriter(logger);
  return async (ctx, next) => {
    const started = performance.now();
    // Straight from and to Node's objects: Koa's get and set check and convert every value again.
    const incoming = ctx.req.headers['x-request-id'];
    const requestId =
      typeof incoming === 'string' && acceptedRequestId.test(incoming) ? incoming : randomUUID();
    ctx.state = new RequestState(logger, requestId);
    ctx.res.setHeader('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      const ms = performance.now() - started;
      const api = ctx.path.startsWith('/api/');
      if (api) {
        writeLine({ requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms) });
      }
      if (metrics) {
        const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
        const route = typeof matched === 'string' ? matched : api ? 'unmatched' : 'static';
        metrics.observeRequest({ method: ctx.method, route, status: ctx.status }, ms / 1000);
      }
    }
  };
}
