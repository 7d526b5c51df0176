import type { IncomingMessage } from 'node:http';
import type { ParameterizedContext } from 'koa';
import type { AppState } from '../context.ts';

function hasBody(request: IncomingMessage): boolean {
  return request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length']) > 0;
}

/**
 * An answer that goes out before its request's body was read to the end (refused for its size,
 * type or encoding, or answered without a look at it) closes the connection. The body reader stops
 * a body it refuses halfway and leaves it paused, and Node pulls no more bytes for a paused body:
 * on a kept-alive connection the next request would wait unread behind the rest of it until the
 * request timeout. Whatever still arrives is read and dropped until the connection closes.
 */
export function closeAfterUnreadBody(ctx: ParameterizedContext<AppState>): void {
  const request = ctx.req;
  if (request.readableEnded || !hasBody(request)) return;
  ctx.set('Connection', 'close');
  request.unpipe();
  request.resume();
}
