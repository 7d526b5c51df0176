import type { Middleware } from 'koa';
import type { AppState } from '../context.ts';
import { jsonBody } from './json-body.ts';
import { originCheck } from './origin-check.ts';
import { rejectUnstorableText } from './storable-text.ts';

const crossOriginMessage = 'Cross-origin request refused';

/**
 * The checks an API request passes before its route: its origin (403 for another site's page),
 * its body read and size-limited, and no text the database cannot store as sent (a NUL character
 * in its URL or body, a lone surrogate escape in its body). One middleware rather than three, for
 * the same reason as the request frame: a request without a body (nearly every GET) goes through
 * all three in one synchronous step, with no promise or dispatch between them.
 */
export function apiGuards(publicUrl: string): Middleware<AppState> {
  const allowedOrigin = originCheck(publicUrl);
  const readBody = jsonBody();
  return (ctx, next) => {
    if (!allowedOrigin(ctx)) {
      ctx.status = 403;
      ctx.body = { error: crossOriginMessage };
      return;
    }
    const reading = readBody(ctx);
    if (!reading) {
      rejectUnstorableText(ctx);
      return next();
    }
    return reading.then(() => {
      rejectUnstorableText(ctx);
      return next();
    });
  };
}
