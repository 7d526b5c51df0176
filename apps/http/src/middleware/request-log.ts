import { randomUUID } from 'node:crypto';
import type { ParameterizedContext } from 'koa';
import type { Logger } from '@commons/container';
import type { AppState } from '../context.ts';
import type { Metrics } from '../metrics.ts';

const acceptedRequestId = /^[\w-]{8,64}$/;

/**
 * The request's state. Its child logger, carrying the request id, is made the first time something
 * logs through it: most requests log their one line and nothing else.
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

export interface RequestLog {
  /** Gives the request its id and state; returns when it started, for `finish`. */
  start(ctx: ParameterizedContext<AppState>): number;
  /** Records its access line and its metrics, once the answer is ready. */
  finish(ctx: ParameterizedContext<AppState>, started: number): void;
}

/**
 * Gives each request an id (echoed in `X-Request-Id`), writes one access line per request when it
 * ends (API, pages and static files alike; the path without its query, which may hold a token), and
 * counts and times every request in the metrics. Both name a request by its route pattern
 * (`/api/knowledge/:slug`, never the raw path, so the number of series stays bounded): `static` for
 * the web app's files and pages, `unmatched` for the rest of the API. `logger` is what the request
 * logs through (`ctx.state.log`); `accessLogger` writes the access lines.
 */
export function requestLog(logger: Logger, accessLogger: Logger, metrics?: Metrics): RequestLog {
  return {
    start(ctx) {
      const started = performance.now();
      const incoming = ctx.get('x-request-id');
      const requestId = acceptedRequestId.test(incoming) ? incoming : randomUUID();
      ctx.state = new RequestState(logger, requestId);
      ctx.set('X-Request-Id', requestId);
      return started;
    },
    finish(ctx, started) {
      const ms = performance.now() - started;
      const { path, method, status } = ctx;
      const { routerPath } = ctx as { routerPath?: string };
      const route = routerPath ?? (path.startsWith('/api/') ? 'unmatched' : 'static');
      const { requestId } = ctx.state;
      try {
        accessLogger.info({ requestId, method, path, route, status, ms: Math.round(ms) }, 'request');
        metrics?.observeRequest({ method, route, status }, ms / 1000);
      } catch {
        // The answer is ready: a line or a count that cannot be written (a destroyed log stream at
        // exit, a broken registry) must not turn it into an error.
      }
    },
  };
}
