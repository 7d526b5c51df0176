import type { ParameterizedContext } from 'koa';
import bodyParser from 'koa-bodyparser';
import type { AppState } from '../context.ts';

/** Stripe's events can be large (an invoice with many lines): its webhook takes up to 1 MB. */
export const largeBodyPaths = new Set(['/api/stripe/webhook']);

/** The member import takes its CSV file as the body (`Content-Type: text/csv`), up to 5 MB. */
export const csvBodyPaths = new Set(['/api/admin/members/import']);

export const undecodableBodyMessage = 'The request body could not be decoded';

/**
 * Reads JSON bodies only (and CSV text on the import's path), strict, small (100 kB) except on the
 * few paths that need more, into `ctx.request.body`. Any failure it raises without a client status
 * (a corrupt gzip or brotli stream fails inside zlib) is the client's bad body, never a 500.
 * Without a Content-Type none of the parsers would read the body: the body is `{}` at once and
 * nothing is returned, so the common GET skips their work and a promise.
 */
export function jsonBody(): (ctx: ParameterizedContext<AppState>) => Promise<void> | undefined {
  const parser = (jsonLimit: string) => bodyParser({ enableTypes: ['json'], jsonLimit, strict: true });
  const small = parser('100kb');
  const large = parser('1mb');
  const csv = bodyParser({
    enableTypes: ['json', 'text'],
    extendTypes: { text: ['text/csv'] },
    textLimit: '5mb',
    strict: true,
  });
  const parserFor = (path: string) =>
    csvBodyPaths.has(path) ? csv : largeBodyPaths.has(path) ? large : small;
  const read = async (ctx: ParameterizedContext<AppState>) => {
    try {
      await parserFor(ctx.path)(ctx, async () => {});
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status !== undefined && status >= 400 && status < 500) throw error;
      ctx.throw(400, undecodableBodyMessage);
    }
  };
  return (ctx) => {
    if (ctx.req.headers['content-type']) return read(ctx);
    ctx.request.body = {};
    return undefined;
  };
}
