import type { Middleware } from 'koa';
import type { StoredMedia } from '@commons/core/media/media-storage';
import type { AppState } from '../context.ts';

const prefix = '/media/';

/**
 * Serves stored media at `/media/<key>`. Keys are content-addressed (a key's bytes never change),
 * so answers are cached for a year and marked immutable; an unknown key is a 404. Reads the store
 * only: no database scope, no session.
 */
export function mediaFiles(readMedia: (key: string) => Promise<StoredMedia | null>): Middleware<AppState> {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(prefix)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const media = await readMedia(ctx.path.slice(prefix.length));
    if (!media) {
      ctx.status = 404;
      ctx.body = 'Not found';
      return;
    }
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.type = media.contentType;
    ctx.body = Buffer.from(media.bytes.buffer, media.bytes.byteOffset, media.bytes.byteLength);
  };
}
