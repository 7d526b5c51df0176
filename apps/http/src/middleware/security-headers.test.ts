import Koa from 'koa';
import type { AppState } from '../context.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocally } from '../testing/listen.ts';
import { createLogger } from '@commons/container';
import { requestFrame } from './request-frame.ts';

describe('security headers', () => {
  let url: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const app = new Koa<AppState>();
    app.use(requestFrame({ logger: createLogger({ logLevel: 'silent' }), https: true }));
    app.use((ctx) => {
      if (ctx.path === '/page') {
        ctx.type = 'html';
        ctx.body = '<h1>A page</h1>';
      } else if (ctx.path === '/secret-page') {
        ctx.type = 'html';
        ctx.set('Referrer-Policy', 'no-referrer');
        ctx.body = '<h1>A page whose URL holds a token</h1>';
      } else if (ctx.path === '/fails') {
        throw Object.assign(new Error('Teapot'), { status: 418, expose: true });
      } else ctx.body = { status: 'ok' };
    });
    ({ url, close } = await listenLocally(app));
  });
  afterAll(() => close());

  it("gives an HTML page the site's full policy, with its page-only headers", async () => {
    const response = await fetch(`${url}/page`);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });

  it('keeps the stricter referrer policy a page set for itself', async () => {
    const response = await fetch(`${url}/secret-page`);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('locks down every other answer, errors included: it may load nothing and be framed nowhere', async () => {
    for (const path of ['/api/health/live', '/fails']) {
      const response = await fetch(`${url}${path}`);
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
      expect(response.headers.get('referrer-policy')).toBeNull();
    }
  });
});
