import type { ParameterizedContext } from 'koa';
import { isDatabaseUnavailable } from '@commons/container';
import { isDomainError } from '@commons/core/shared/domain-error';
import type { AppState } from '../context.ts';
import { statusByErrorCode } from '../error-status.ts';

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
}

/** Seconds a client should wait before retrying while the database is down or saturated. */
const databaseRetryAfterSeconds = 5;

/**
 * Turns every failure into `{ error }` JSON. A database that is down, restarting or saturated is
 * a passing condition, not a bug: 503 with Retry-After, so clients and balancers back off and the
 * next request tries again. Domain errors carry the spec's message and map to a
 * status through one table; client errors raised by Koa or the body parser keep their status;
 * anything else is a 500 that says nothing about internals and is logged with the request id.
 */
export function answerError(ctx: ParameterizedContext<AppState>, error: unknown): void {
  if (isDatabaseUnavailable(error)) {
    // Only the code: a driver's message may quote the statement and its parameters.
    const code = (error as { code?: unknown }).code;
    ctx.state.log.warn({ code, method: ctx.method, path: ctx.path }, 'database unavailable');
    ctx.status = 503;
    ctx.set('Retry-After', String(databaseRetryAfterSeconds));
    ctx.body = { error: 'Service temporarily unavailable' };
    return;
  }
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
