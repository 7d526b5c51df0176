import type { ServerResponse } from 'node:http';

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

/**
 * What an answer that is not a page carries (JSON, CSV, XML, scripts, images): the OWASP set for
 * APIs. Such an answer loads nothing, so `default-src 'none'` costs nothing and stops an SVG or a
 * JSON body opened directly from running or fetching anything. Referrer, opener and permissions
 * policies only act on a page, and are left off: at tens of thousands of API answers a second,
 * each header is measurable (setting and validating it, and the bytes on the wire).
 */
const nonDocumentPolicy = "default-src 'none'; frame-ancestors 'none'";

const transportSecurity: [string, string] = [
  'Strict-Transport-Security',
  'max-age=31536000; includeSubDomains',
];

/** The headers a page (an HTML document) carries, computed once per server. */
function documentHeaderList(options: { https: boolean }): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    ...(options.https ? [transportSecurity] : []),
  ];
}

/** The headers every other answer carries. */
function nonDocumentHeaderList(options: { https: boolean }): [string, string][] {
  return [
    ['Content-Security-Policy', nonDocumentPolicy],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ...(options.https ? [transportSecurity] : []),
  ];
}

/**
 * Adds the set chosen by the answer's type, once the answer is ready: HTML is served from page
 * paths and from a few API paths (the payment simulator's) alike. The
 * request frame calls it after the error answer, so error answers are covered too.
 */
export function securityHeaders(options: { https: boolean }): (response: ServerResponse) => void {
  const documentHeaders = documentHeaderList(options);
  const otherHeaders = nonDocumentHeaderList(options);
  return (response) => {
    // A body piped by hand may have sent its headers already; nothing can be added then.
    if (response.headersSent) return;
    const type = response.getHeader('content-type');
    const isDocument = typeof type === 'string' && type.startsWith('text/html');
    // Straight onto the response: Koa's ctx.set would check and convert each value again.
    for (const [name, value] of isDocument ? documentHeaders : otherHeaders) {
      // A page whose URL carries a secret set a stricter referrer policy of its own.
      if (name === 'Referrer-Policy' && response.hasHeader(name)) continue;
      response.setHeader(name, value);
    }
  };
}
