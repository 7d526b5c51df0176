import type { Middleware } from 'koa';
import { isDomainError } from '@commons/core/shared/domain-error';
import type { AppState } from '../context.ts';
import { statusByErrorCode } from '../error-status.ts';

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
}

/**
 * Turns every failure into `{ error }` JSON. Domain errors carry the spec's message and map to a
 * status through one table; client errors raised by Koa or the body parser keep their status;
 * anything else is a 500 that says nothing about internals and is logged with the request id.
 */
export function errorHandler(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (isDomainError(error)) {
        ctx.status = statusByErrorCode[error.code];
        if (error.details.retryAfterSeconds !== undefined) {
          ctx.set('Retry-After', String(Math.max(1, Math.ceil(error.details.retryAfterSeconds))));
        }
        ctx.body = error.details.fields
          ? { error: error.message, fields: error.details.fields }
          : { error: error.message };
        return;
      }
      const httpError = error as HttpLikeError;
      const status = httpError.status ?? httpError.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        ctx.status = status;
        ctx.body = {
          error: error instanceof SyntaxError ? 'Invalid JSON body' : (httpError.message ?? 'Bad request'),
        };
        return;
      }
      ctx.state.log.error({ err: error, method: ctx.method, path: ctx.path }, 'request failed');
      ctx.status = 500;
      ctx.body = { error: 'Something went wrong. Please try again later.', requestId: ctx.state.requestId };
    }
  };
}
