import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

describe('the production server on its embedded defaults', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('reports ready and live', async () => {
    const ready = await fetch(`${server.url}/api/health`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok' });
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
  });

  it('tells the web app that payments are simulated, for its test mode banner', async () => {
    const response = await fetch(`${server.url}/api/site`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ paymentsSimulated: true });
  });

  it('serves the seeded, published knowledge articles newest first', async () => {
    const response = await fetch(`${server.url}/api/knowledge`);
    const articles = (await response.json()) as { slug: string; publishedAt: string; content?: string }[];
    expect(articles.length).toBeGreaterThanOrEqual(9);
    const dates = articles.map((article) => Date.parse(article.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(articles[0]).not.toHaveProperty('content');
  });

  it('serves the web app for deep links and answers unknown API paths with JSON 404', async () => {
    const page = await fetch(`${server.url}/pillars/wsa`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');
    const missing = await fetch(`${server.url}/api/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Not found' });
    // No METRICS_TOKEN: the metrics are not on the public port at all.
    const metrics = await fetch(`${server.url}/metrics`);
    expect(metrics.status).toBe(404);
    expect(await metrics.json()).toEqual({ error: 'Not found' });
  });

  it('answers malformed JSON with 400 and no internals', async () => {
    const response = await fetch(`${server.url}/api/knowledge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{bad',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid JSON body' });
  });

  it('sends security headers', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
