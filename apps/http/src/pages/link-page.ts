/**
 * The links in e-mails (the newsletter's, the undo of an e-mail change) open pages of the site
 * (apps/web), whose buttons call the API with the link's token.
 */
import type { Context, Middleware } from 'koa';

/** The link's token, from its `?token=` (empty when missing). */
export const linkToken = (ctx: Pick<Context, 'query'>): string =>
  typeof ctx.query.token === 'string' ? ctx.query.token : '';

/**
 * A link's former address under /api/, still in mails sent before its page existed: leads to the
 * page with the same token and changes nothing. The token is in the URL: never stored, never sent
 * on as a referrer.
 */
export const toLinkPage =
  (pagePath: string): Middleware =>
  (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.redirect(`${pagePath}${ctx.search}`);
  };
