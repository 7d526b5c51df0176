import type { Middleware } from 'koa';

/**
 * Conservative defaults for a site that serves its own scripts, styles and images. MUI injects
 * style tags at runtime, hence 'unsafe-inline' for styles only. The Stripe checkout is a
 * top-level redirect, so no third-party frame or script source is needed.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self' https://checkout.stripe.com",
  "object-src 'none'",
].join('; ');

export function securityHeaders(options: { https: boolean }): Middleware {
  return async (ctx, next) => {
    ctx.set('Content-Security-Policy', contentSecurityPolicy);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (options.https) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
}
