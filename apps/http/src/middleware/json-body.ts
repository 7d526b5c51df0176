import type { Middleware } from 'koa';
import bodyParser from 'koa-bodyparser';
import type { AppState } from '../context.ts';

/** Stripe's events can be large (an invoice with many lines): its webhook takes up to 1 MB. */
export const largeBodyPaths = new Set(['/api/stripe/webhook']);

export const undecodableBodyMessage = 'The request body could not be decoded';

/**
 * JSON bodies only, strict, small (100 kB) except on the few paths that need more. The parser runs
 * on its own, before the rest of the chain, so any failure it raises without a client status (a
 * corrupt gzip or brotli stream fails inside zlib) is the client's bad body, never a 500.
 */
export function jsonBody(): Middleware<AppState> {
  const parser = (jsonLimit: string) => bodyParser({ enableTypes: ['json'], jsonLimit, strict: true });
  const small = parser('100kb');
  const large = parser('1mb');
  return async (ctx, next) => {
    try {
      await (largeBodyPaths.has(ctx.path) ? large : small)(ctx, async () => {});
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status !== undefined && status >= 400 && status < 500) throw error;
      ctx.throw(400, undecodableBodyMessage);
    }
    return next();
  };
}
