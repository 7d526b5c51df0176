import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocally } from '../testing/listen.ts';
import { staticWeb } from './static-web.ts';

const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;

describe('staticWeb', () => {
  let url: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'static-web-'));
    await mkdir(path.join(root, 'assets'));
    await writeFile(path.join(root, 'index.html'), '<div id="root"></div>');
    await writeFile(path.join(root, 'assets', 'app-abc123.js'), script);
    const app = new Koa();
    app.use(staticWeb(root));
    app.use((ctx) => {
      ctx.status = 404;
    });
    ({ url, close } = await listenLocally(app));
  });
  afterAll(() => close());

  async function get(
    pathname: string,
    acceptEncoding?: string,
    { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
  ) {
    const { request } = await import('node:http');
    return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const req = request(
          `${url}${pathname}`,
          {
            method,
            headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
  }

  it('sends fingerprinted assets brotli-compressed and cacheable for a year', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toContain('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
    expect(response.body.length).toBeLessThan(script.length / 10);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzipped = await get('/assets/app-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(script);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('answers deep links with index.html that must be revalidated, and never escapes the root', async () => {
    const deepLink = await get('/pillars/wsa');
    expect(deepLink.status).toBe(200);
    expect(deepLink.body.toString()).toContain('<div id="root">');
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    const traversal = await get('/assets/..%2F..%2F..%2Fetc%2Fpasswd');
    expect(traversal.body.toString()).toContain('<div id="root">');
  });

  it('answers HEAD with the headers GET sends and no body', async () => {
    for (const [pathname, encoding] of [
      ['/assets/app-abc123.js', 'br'],
      ['/assets/app-abc123.js', undefined],
      ['/', undefined],
    ] as const) {
      const full = await get(pathname, encoding);
      const head = await get(pathname, encoding, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const header of [
        'content-type',
        'content-length',
        'content-encoding',
        'cache-control',
        'etag',
        'last-modified',
      ]) {
        expect(head.headers[header], `${pathname} ${header}`).toEqual(full.headers[header]);
      }
      expect(head.headers['content-length']).toBe(String(full.body.length));
    }
  });

  it('answers 304 to a matching If-None-Match or an unchanged If-Modified-Since', async () => {
    const first = await get('/assets/app-abc123.js');
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    const byEtag = await get('/assets/app-abc123.js', undefined, {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    const byDate = await get('/', undefined, {
      headers: { 'if-modified-since': String(first.headers['last-modified']) },
    });
    const stale = await get('/assets/app-abc123.js', undefined, {
      headers: { 'if-none-match': 'W/"other"' },
    });
    expect([byEtag.status, byDate.status, stale.status]).toEqual([304, 304, 200]);
    expect(byEtag.body.length).toBe(0);
    expect(byEtag.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(byDate.headers['cache-control']).toBe('no-cache');
  });
});
