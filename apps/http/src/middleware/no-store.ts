import type { Middleware } from 'koa';
import type { AppState } from '../context.ts';

/** Answers about who is signed in, and what they hold, must never be cached by a browser or proxy. */
export const noStore: Middleware<AppState> = (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  return next();
};
