import { createReadStream, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import { compress, preferredEncoding, type Encoding } from './compression.ts';

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

const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.webmanifest']);

interface BuiltFile {
  file: string;
  size: number;
  mtime: Date;
}

/**
 * The built files never change while the server runs (a rebuild changes their mtime), so each is
 * compressed once per encoding and kept in memory: the whole app is well under a few MB.
 */
const compressedCache = new Map<string, Promise<Buffer>>();

function compressed({ file, mtime }: BuiltFile, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${mtime.getTime()}:${file}`;
  let entry = compressedCache.get(key);
  if (!entry) {
    entry = readFile(file).then((content) => compress(content, encoding, 'max'));
    compressedCache.set(key, entry);
  }
  return entry;
}

/**
 * The build's files by URL path (`/assets/app-abc123.js`), listed once when the server starts, as
 * the renderer is loaded once: a rebuild takes a restart. A request then costs a map lookup, not a
 * filesystem call: every page request used to wait on a `stat` in libuv's small thread pool first.
 * Only listed paths are served, so no URL can reach outside the build.
 */
function listBuiltFiles(root: string): Map<string, BuiltFile> {
  const files = new Map<string, BuiltFile>();
  let entries;
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    return files;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { size, mtime } = statSync(file);
    files.set(`/${path.relative(root, file).split(path.sep).join('/')}`, { file, size, mtime });
  }
  return files;
}

function decodedPath(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
}

/**
 * Serves the built web app: fingerprinted files under /assets are cached for a year, everything
 * else revalidates; text files go out brotli- or gzip-compressed when the client accepts it. With
 * `pageShell` (no server renderer), any other GET that is not an API call gets index.html, so deep
 * links such as /pillars/wsa load the app, which then routes; without it such paths go on to the
 * server-rendered pages.
 */
export function staticWeb(root: string, { pageShell = true }: { pageShell?: boolean } = {}): Middleware {
  const files = listBuiltFiles(root);
  const index = files.get('/index.html');
  // With pages rendered on the server, the build's index.html is only their template: not a page.
  if (!pageShell) files.delete('/index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/')) return next();
    const requested = decodedPath(ctx.path);
    const info =
      (requested === undefined ? undefined : files.get(requested)) ?? (pageShell ? index : undefined);
    if (!info) return next();
    const { file } = info;
    const extension = path.extname(file);
    ctx.type = contentTypes[extension] ?? 'application/octet-stream';
    ctx.lastModified = info.mtime;
    // Size and mtime change with every rebuild of the file; reading it to hash would cost more.
    ctx.etag = `W/"${info.size.toString(16)}-${Math.trunc(info.mtime.getTime()).toString(16)}"`;
    ctx.set(
      'Cache-Control',
      ctx.path.startsWith('/assets/') && info !== index ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    if (compressible.has(extension)) ctx.vary('Accept-Encoding');
    // Set before any body: Koa makes an empty body a 204, and `fresh` only holds for a 2xx.
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    const encoding = compressible.has(extension) ? preferredEncoding(ctx.get('accept-encoding')) : undefined;
    if (encoding) {
      const body = await compressed(info, encoding);
      ctx.set('Content-Encoding', encoding);
      ctx.length = body.length;
      if (ctx.method !== 'HEAD') ctx.body = body;
      return;
    }
    ctx.length = info.size;
    // A HEAD gets the same headers and no body (a null body would drop them and answer 204).
    if (ctx.method !== 'HEAD') ctx.body = createReadStream(file);
  };
}
