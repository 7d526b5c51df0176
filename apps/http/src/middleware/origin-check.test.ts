import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocally } from '../testing/listen.ts';
import type { AppState } from '../context.ts';
import { apiGuards } from './api-guards.ts';

describe('originCheck', () => {
  let url: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const app = new Koa<AppState>({ proxy: true });
    app.use(apiGuards('https://commons.example'));
    app.use((ctx) => {
      ctx.body = { ok: true };
    });
    ({ url, close } = await listenLocally(app));
  });
  afterAll(() => close());

  const post = (headers: Record<string, string>, path = '/api/auth/login', method = 'POST') =>
    fetch(`${url}${path}`, { method, headers });

  it("refuses a state-changing API call from another site's page with 403", async () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      const response = await post({ origin: 'https://evil.example' }, '/api/users', method);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'Cross-origin request refused' });
    }
    expect((await post({ origin: 'null' })).status).toBe(403);
  });

  it("allows the site's public origin and the origin the request was addressed to", async () => {
    expect((await post({ origin: 'https://commons.example' })).status).toBe(200);
    expect((await post({ origin: url })).status).toBe(200);
  });

  it('allows calls without Origin (curl, servers) unless the browser says cross-site', async () => {
    expect((await post({})).status).toBe(200);
    expect((await post({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('leaves reads and non-API paths alone', async () => {
    expect((await fetch(`${url}/api/auth/me`, { headers: { origin: 'https://evil.example' } })).status).toBe(
      200,
    );
    expect((await post({ origin: 'https://evil.example' }, '/somewhere')).status).toBe(200);
  });
});
