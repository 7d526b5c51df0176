import { randomUUID } from 'node:crypto';
import type { ParameterizedContext } from 'koa';
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

export interface RequestLog {
  /** Gives the request its id and state; returns when it started, for `finish`. */
  start(ctx: ParameterizedContext<AppState>): number;
  /** Records its line (API requests only) and its metrics, once the answer is ready. */
  finish(ctx: ParameterizedContext<AppState>, started: number): void;
}

/** What a finished request leaves for its log line and the metrics. */
interface FinishedRequest {
  requestId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  /** The metrics' name for it: the route pattern, `unmatched` or `static`. */
  route: string;
  api: boolean;
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
 *
 * A finished request's fields are kept, and its line and metrics written with the others that
 * finished in the same turn of the event loop (`setImmediate`, before the next requests are read).
 * Under load a turn answers dozens of requests; formatting and counting them in one loop cost
 * about half of doing it after each answer, between the answers' own work (docs/scaling.md).
 */
export function requestLog(logger: Logger, metrics?: Metrics): RequestLog {
  const writeLine = requestLineWriter(logger);
  let finished: FinishedRequest[] = [];
  const writeFinished = () => {
    const batch = finished;
    finished = [];
    for (const { requestId, method, path, status, ms, route, api } of batch) {
      try {
        if (api) writeLine({ requestId, method, path, status, ms: Math.round(ms) });
        metrics?.observeRequest({ method, route, status }, ms / 1000);
      } catch {
        // Outside any request now: a line or a count that cannot be written (a destroyed log
        // stream at exit) must not take the server down, nor keep the rest of the batch unwritten.
      }
    }
  };
  return {
    start(ctx) {
      const started = performance.now();
      // Straight from and to Node's objects: Koa's get and set check and convert every value again.
      const incoming = ctx.req.headers['x-request-id'];
      const requestId =
        typeof incoming === 'string' && acceptedRequestId.test(incoming) ? incoming : randomUUID();
      ctx.state = new RequestState(logger, requestId);
      ctx.res.setHeader('X-Request-Id', requestId);
      return started;
    },
    finish(ctx, started) {
      const ms = performance.now() - started;
      const { path } = ctx;
      const api = path.startsWith('/api/');
      const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
      const route = typeof matched === 'string' ? matched : api ? 'unmatched' : 'static';
      if (finished.length === 0) setImmediate(writeFinished);
      const { requestId } = ctx.state;
      finished.push({ requestId, method: ctx.method, path, status: ctx.status, ms, route, api });
    },
  };
}
