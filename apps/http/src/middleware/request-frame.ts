import type { Middleware } from 'koa';
import type { Logger } from '@commons/container';
import type { AppState } from '../context.ts';
import type { Metrics } from '../metrics.ts';
import { answeredWhileDraining, closeWhileDraining, type ShutdownState } from '../shutdown.ts';
import { answerError } from './error-answer.ts';
import { requestLog } from './request-log.ts';
import { securityHeaders } from './security-headers.ts';
import { closeAfterUnreadBody } from './unread-body.ts';

export interface RequestFrameOptions {
  logger: Logger;
  /** Writes the one access line per request; `logger` when omitted. */
  accessLogger?: Logger | undefined;
  metrics?: Metrics | undefined;
  /** Set by the server: while it drains, answers close their connections and readiness is 503. */
  shutdown?: ShutdownState | undefined;
  /** The site is served over HTTPS: answers carry Strict-Transport-Security. */
  https: boolean;
}

/**
 * What every request goes through around its route: its id and log line, readiness while
 * draining, the error answer, the security headers (on error answers too) and the connection's
 * closing while draining or after a body left unread. Each step is a plain function in its own
 * module, with its own tests; this frame calls them in order, so their order reads in one place.
 */
export function requestFrame(options: RequestFrameOptions): Middleware<AppState> {
  const log = requestLog(options.logger, options.accessLogger ?? options.logger, options.metrics);
  const addSecurityHeaders = securityHeaders({ https: options.https });
  const { shutdown } = options;
  return async (ctx, next) => {
    const started = log.start(ctx);
    try {
      if (!shutdown || !answeredWhileDraining(ctx, shutdown)) await next();
    } catch (error) {
      answerError(ctx, error);
    } finally {
      if (shutdown) closeWhileDraining(ctx, shutdown);
      closeAfterUnreadBody(ctx);
      addSecurityHeaders(ctx.res);
      log.finish(ctx, started);
    }
  };
}
