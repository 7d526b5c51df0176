import type { Middleware } from 'koa';

/**
 * The one address of a page: lower case, no trailing slash, no doubled slash. Percent-escapes keep
 * their case (`%E2` and `%e2` are the same byte) and a file's name (a last segment with a dot, such
 * as /index.html or /assets/index-Bx9.js) is left alone: only page paths have a canonical form.
 * Undefined when the path already is canonical.
 */
export function canonicalPagePath(path: string): string | undefined {
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  // A backslash is a slash to browsers: `/\host` in a Location header would lead off the site.
  if (lastSegment.includes('.') || path.includes('\\')) return undefined;
  let canonical = path
    .replace(/\/{2,}/g, '/')
    .replace(
      /(%[0-9A-Fa-f]{2})|[A-Z]+/g,
      (match, escape: string | undefined) => escape ?? match.toLowerCase(),
    );
  if (canonical.length > 1) canonical = canonical.replace(/\/+$/, '') || '/';
  return canonical === path ? undefined : canonical;
}

/**
 * Sends a GET or HEAD of a page at another spelling of its address (/knowledge/, /KNOWLEDGE) to
 * the canonical one with a 301, query string and all, so that search engines see one URL per page
 * and no page names itself canonical at two addresses. The API never comes here (see app.ts).
 */
export function canonicalPaths(): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const canonical = canonicalPagePath(ctx.path);
    if (canonical === undefined) return next();
    ctx.status = 301;
    ctx.redirect(`${canonical}${ctx.search}`);
  };
}
