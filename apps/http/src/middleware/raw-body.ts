import type { ParameterizedContext } from 'koa';
import type { AppState } from '../context.ts';

/**
 * Reads a request's body as bytes, refusing it (413, in words) once it passes `limit`: at once when
 * its Content-Length says so, else as soon as the bytes read do. The rest is left unread and the
 * connection closed after the answer (`unread-body.ts`).
 */
export async function readRawBody(
  ctx: ParameterizedContext<AppState>,
  options: { limit: number; tooLargeMessage: string },
): Promise<Uint8Array> {
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > options.limit) ctx.throw(413, options.tooLargeMessage);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > options.limit) ctx.throw(413, options.tooLargeMessage);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
