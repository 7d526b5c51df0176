/**
 * The production entry point (apps/http/src/main.ts) in a process of its own, on its embedded
 * defaults: it starts ready, serves the API and the web app, and what only the process shows,
 * everything it prints on stdout and stderr, holds no password, code or session token while a
 * member signs up, verifies, chooses a password and logs in. The account behaviour itself is tested
 * in process (apps/http/src/routes/accounts.test.ts).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode } from '@commons/http/testing/outbox';
import { request } from '@commons/http/testing/request';
import { startTestServer, type TestServer } from '../support/server.ts';

const password = 'correct horse battery';
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

describe('the production server on its embedded defaults', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  let ipSequence = 0;
  /** Each call its own client address (the server trusts X-Forwarded-For), so limits stay apart. */
  const post = (path: string, body: unknown, cookie?: string) =>
    request(server, 'POST', path, {
      body,
      cookie,
      headers: { 'x-forwarded-for': `198.51.100.${++ipSequence}` },
    });

  it('reports ready and live, with the version and commit running', async () => {
    const ready = await fetch(`${server.url}/api/health`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ok',
      version,
      commit: expect.stringMatching(/^([0-9a-f]{40}|unknown)$/),
    });
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

  it('never answers with a password, hash, code or token, and never logs a password, code or token', async () => {
    const email = 'secrets@example.org';
    const created = await post('/api/users', {
      email,
      firstName: 'Ada',
      lastName: 'Obi',
      membershipTier: 'explorer',
    });
    const code = await latestCode(server.dataDir, email);
    const verified = await post('/api/auth/verify-email', { email, code });
    const cookie = verified.sessionCookie!;
    const token = cookie.split('=')[1]!;
    expect(
      (await request(server, 'PUT', '/api/auth/password', { body: { newPassword: password }, cookie }))
        .status,
    ).toBe(200);
    const login = await post('/api/auth/login', { email, password });
    expect(login.status).toBe(200);

    for (const answer of [created, verified, login]) {
      const text = JSON.stringify(answer.body);
      expect(text).not.toMatch(/"password"|hash|argon|verification(Code)?"/i);
      expect(text).not.toContain(code);
      expect(text).not.toContain(token);
    }
    // The server writes its log in batches: wait until the login's own line is out.
    await expect.poll(() => server.output()).toContain('"path":"/api/auth/login"');
    const logs = server.output();
    expect(logs).not.toContain(password);
    expect(logs).not.toContain(token);
    // As a word of its own: six digits can occur inside a timestamp or an id by chance.
    expect(logs).not.toMatch(new RegExp(`(?<![0-9a-f])${code}(?![0-9a-f])`, 'i'));
  });
});
