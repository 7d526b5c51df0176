import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

async function fileIn(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (!file.startsWith(root + path.sep)) return undefined;
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? file : undefined;
}

/**
 * Serves the built web app: fingerprinted files under /assets are cached for a year, everything
 * else revalidates. Any other GET that is not an API call gets index.html, so deep links such as
 * /pillars/wsa load the app, which then routes (and shows its own 404 page).
 */
export function staticWeb(root: string): Middleware {
  const indexFile = path.join(root, 'index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/')) return next();
    const file = (await fileIn(root, ctx.path)) ?? indexFile;
    const info = await stat(file).catch(() => undefined);
    if (!info) return next();
    ctx.type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
    ctx.length = info.size;
    ctx.lastModified = info.mtime;
    ctx.set(
      'Cache-Control',
      ctx.path.startsWith('/assets/') && file !== indexFile
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    );
    ctx.body = ctx.method === 'HEAD' ? null : createReadStream(file);
  };
}
