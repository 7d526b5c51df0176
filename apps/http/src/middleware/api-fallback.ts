import type { Middleware } from 'koa';
import type { AppState } from '../context.ts';

interface MatchedLayer {
  methods: string[];
}

/**
 * What the router did not answer. A path it knows with another method, any method, even one it
 * never heard of: OPTIONS lists the methods, anything else is 405 naming them in the `Allow` header
 * and the message (@koa/router's own answer is an empty 405, or a 501 for a method no route uses).
 * Any other API path is 404; other paths fall through to Koa's default.
 */
export function apiFallback(): Middleware<AppState> {
  return (ctx) => {
    const matched = (ctx as { matched?: MatchedLayer[] }).matched ?? [];
    const allowed = [...new Set(matched.flatMap((layer) => layer.methods))];
    if (allowed.length > 0 && !allowed.includes(ctx.method)) {
      ctx.set('Allow', allowed.join(', '));
      if (ctx.method === 'OPTIONS') {
        ctx.status = 204;
        return;
      }
      ctx.status = 405;
      ctx.body = { error: `Method not allowed. Allowed: ${allowed.join(', ')}` };
      return;
    }
    if (ctx.path.startsWith('/api/')) {
      ctx.status = 404;
      ctx.body = { error: 'Not found' };
    }
  };
}
