/**
 * Bodies sent with an ETag, so that a client that holds the same version gets a 304.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'koa';

export interface Representation {
  /** The body's bytes, the ones its ETag is the hash of. */
  body: Buffer;
  etag: string;
}

/** A body with its strong ETag (a content hash). */
export function representationOf(text: string): Representation {
  const body = Buffer.from(text);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
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

/** 200 with the body, or 304 when the client's If-None-Match already names this version. */
export function sendRevalidated(ctx: Context, representation: Representation, type: string): void {
  ctx.status = 200;
  ctx.set('Content-Type', type);
  ctx.etag = representation.etag;
  // Caches may keep it but must ask again each time: a publish shows within the server's TTL.
  ctx.set('Cache-Control', 'no-cache');
  if (clientHolds(ctx.get('if-none-match'), representation.etag)) {
    ctx.status = 304;
    return;
  }
  ctx.body = representation.body;
}
