import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import type { AppContainer, Config } from '@commons/container';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppContext, AppState } from '../context.ts';
import { authenticate, clearSessionCookie, setSessionCookie } from './authentication.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function setCookieHeaders(publicUrl: string, action: 'set' | 'clear'): Promise<string> {
  const config = { publicUrl } as Config;
  const app = new Koa({ proxy: true });
  app.use((ctx) => {
    if (action === 'set') {
      setSessionCookie(ctx as unknown as AppContext, config, {
        token: 'opaque-token',
        expiresAt: new Date('2030-01-01T00:00:00.000Z'),
      });
    } else clearSessionCookie(ctx as unknown as AppContext, config);
    ctx.status = 204;
  });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  return response.headers.getSetCookie().join('\n').toLowerCase();
}

describe('the session cookie', () => {
  it('is httpOnly, SameSite=Lax, on the whole site, until the session ends; not Secure over http', async () => {
    const header = await setCookieHeaders('http://localhost:3000', 'set');

    expect(header).toContain('commons_session=opaque-token');
    expect(header).toContain('path=/;');
    expect(header).toContain('expires=tue, 01 jan 2030 00:00:00 gmt');
    expect(header).toContain('samesite=lax');
    expect(header).toContain('httponly');
    expect(header).not.toContain('secure');
  });

  it('is Secure when the public URL is https, even where TLS ends at a proxy', async () => {
    expect(await setCookieHeaders('https://commons.example', 'set')).toContain('; secure');
    expect(await setCookieHeaders('https://commons.example', 'clear')).toContain('; secure');
  });

  it('is emptied and expired at logout', async () => {
    expect(await setCookieHeaders('http://localhost:3000', 'clear')).toMatch(
      /^commons_session=; path=\/; expires=thu, 01 jan 1970 00:00:00 gmt/,
    );
  });
});

describe('authenticate', () => {
  it('looks up the session for member routes but not for ad serving, ad events or health', async () => {
    const resolveSession = vi.fn(async () => undefined);
    const container = {
      config: { publicUrl: 'http://localhost:3000' },
      resolve: () => resolveSession,
    } as unknown as AppContainer;
    const app = new Koa<AppState>();
    app.use(authenticate(container));
    app.use((ctx) => {
      ctx.status = 204;
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const withCookie = { headers: { cookie: 'commons_session=some-token' } };

    for (const path of ['/api/ad-slot', '/api/ads/abc/impression', '/api/ads/abc/click', '/api/health']) {
      await fetch(`${base}${path}`, withCookie);
    }
    expect(resolveSession).not.toHaveBeenCalled();

    await fetch(`${base}/api/auth/me`, withCookie);
    await fetch(`${base}/api/ads/abc/stats`, withCookie);
    expect(resolveSession).toHaveBeenCalledTimes(2);
  });
});
