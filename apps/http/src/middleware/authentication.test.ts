import Koa from 'koa';
import type { Config } from '@commons/container';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context.ts';
import { listenLocally, type LocalServer } from '../testing/listen.ts';
import type { TestResponse } from '../testing/request.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { clearSessionCookie, sessionCookieName, setSessionCookie } from './authentication.ts';

const opened: LocalServer[] = [];
afterEach(() => Promise.all(opened.splice(0).map((server) => server.close())));

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
  const server = await listenLocally(app);
  opened.push(server);
  const response = await fetch(`${server.url}/`);
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

describe('session guards', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  }, 60_000);
  afterAll(() => app?.stop());

  const goneSession = `${sessionCookieName}=a-session-that-ended`;
  const clearsCookie = (response: TestResponse) =>
    (response.headers.get('set-cookie') ?? '').startsWith(`${sessionCookieName}=;`);

  it('never looks up a session for ad serving, ad events or health: a dead cookie stays untouched', async () => {
    for (const [method, route] of [
      ['GET', '/api/ad-slot?slot=dashboard-top'],
      ['POST', '/api/ads/00000000-0000-4000-8000-000000000001/impression'],
      ['POST', '/api/ads/00000000-0000-4000-8000-000000000001/click'],
      ['GET', '/api/health'],
      ['GET', '/api/health/live'],
    ] as const) {
      const response = await app.request(method, route, { cookie: goneSession });
      expect(clearsCookie(response), `${method} ${route}`).toBe(false);
    }
  });

  it('looks up the session where a route asks for it, and clears a cookie whose session is gone', async () => {
    const me = await app.request('GET', '/api/auth/me', { cookie: goneSession });
    expect(me.status).toBe(401);
    expect(clearsCookie(me)).toBe(true);

    const stats = await app.request('GET', '/api/ads/00000000-0000-4000-8000-000000000001/stats', {
      cookie: goneSession,
    });
    expect(stats.status).toBe(401);
    expect(clearsCookie(stats)).toBe(true);
  });

  it('knows the member of a live session', async () => {
    const { member, cookie } = await app.signIn();
    const me = await app.request('GET', '/api/auth/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: member.id, email: member.email });
    expect(clearsCookie(me)).toBe(false);
  });
});
