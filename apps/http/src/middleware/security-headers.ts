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

/** The headers every answer carries, computed once per server. */
export function securityHeaderList(options: { https: boolean }): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    ...(options.https
      ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]]
      : []),
  ];
}

export function securityHeaders(options: { https: boolean }): Middleware {
  const headers = securityHeaderList(options);
  return (ctx, next) => {
    // Straight onto the response: Koa's ctx.set would check and convert each value again.
    for (const [name, value] of headers) ctx.res.setHeader(name, value);
    return next();
  };
}
