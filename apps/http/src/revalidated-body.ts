/**
 * Bodies rendered from cached data, sent with an ETag so a client that holds them gets a 304. The
 * rendering and its hash are kept per source object: a cache that hands out the same object until
 * its data changes (the published articles) makes a repeat request cost a map lookup.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'koa';

export interface Representation {
  /**
   * Encoded once: given a string, Koa measures its byte length on every answer, which for a page
   * of HTML cost more than the rest of the request.
   */
  body: Buffer;
  etag: string;
}

/** A body with its strong ETag (a content hash). */
export function representationOf(text: string): Representation {
  const body = Buffer.from(text);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

export function memoizedRepresentation<S extends object>(
  render: (source: S) => string,
): (source: S) => Representation {
  const bySource = new WeakMap<S, Representation>();
  return (source) => {
    let representation = bySource.get(source);
    if (!representation) {
      representation = representationOf(render(source));
      bySource.set(source, representation);
    }
    return representation;
  };
}

/**
 * Whether If-None-Match names this version (weak comparison, RFC 9110 13.1.2). Evaluated here, not
 * with Koa's `ctx.fresh`: that also refuses a 304 when the request says `Cache-Control: no-cache`,
 * which fetch() adds to every request that sets If-None-Match itself.
 */
function clientHolds(ifNoneMatch: string, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);
}

/**
 * 200 with the body, or 304 when the client's If-None-Match already names this version.
 *
 * Through Koa's request and response rather than the context: the context forwards each of these
 * through a setter or method that V8 calls from its runtime, about a microsecond each, and pages
 * and the knowledge list are the public site's hot answers (docs/scaling.md, ninth round). The
 * type is a full media type, set as the header: Koa's `type` would look it up again.
 */
export function sendRevalidated(
  { request, response }: Pick<Context, 'request' | 'response'>,
  representation: Representation,
  type: string,
): void {
  response.status = 200;
  response.set('Content-Type', type);
  response.etag = representation.etag;
  // Caches may keep it but must ask again each time: a publish shows within the server's TTL.
  response.set('Cache-Control', 'no-cache');
  if (clientHolds(request.get('if-none-match'), representation.etag)) {
    response.status = 304;
    return;
  }
  response.body = representation.body;
}
