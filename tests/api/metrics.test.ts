/**
 * Prometheus metrics of the production server: `/metrics` needs METRICS_TOKEN on the public port,
 * and METRICS_PORT serves the same series on a port of its own.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newEmail, signUp, startCheckout } from '@commons/http/testing/payment-journeys';
import { request } from '@commons/http/testing/request';
import { startTestServer, type TestServer } from '../support/server.ts';

const token = 'metrics-token-for-journeys';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('metrics', () => {
  let server: TestServer;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    server = await startTestServer({ env: { METRICS_TOKEN: token, METRICS_PORT: String(metricsPort) } });
  });
  afterAll(() => server?.stop());

  it('holds the build, readiness and the outbox from a fresh start, the outbox at 0', async () => {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(text).toMatch(
      /^commons_build_info\{version="\d+\.\d+\.\d+",commit="([0-9a-f]{40}|unknown)"\} 1$/m,
    );
    expect(text).toMatch(/^commons_ready 1$/m);
    // The outbox's gauges, read from the database at the scrape (the in-process monitoring test covers the rest).
    for (const outbox of ['pending', 'failed', 'oldest_pending_age_seconds']) {
      expect(text).toMatch(new RegExp(`^commons_outbox_${outbox} 0$`, 'm'));
    }
    expect(text).toContain('commons_emails_total{result="failed"} 0');
  });

  it('refuses /metrics without the token', async () => {
    const anonymous = await fetch(`${server.url}/metrics`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Authentication required' });
    const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer wrong' } });
    expect(wrong.status).toBe(401);
  });

  it('serves the request, pool, event-loop and product series with the token', async () => {
    expect((await fetch(`${server.url}/api/knowledge`)).status).toBe(200);
    const email = newEmail('metrics');
    await signUp(server, email);
    const { url } = (await startCheckout(server, email)).body as { url: string };
    expect(
      (await request(server, 'POST', `${url}/complete`, { headers: { origin: server.url } })).status,
    ).toBe(303);
    // The newsletter's confirmation mail counts with the account's verification mail and receipt.
    expect(
      (await request(server, 'POST', '/api/newsletter', { body: { email: newEmail('metrics-news') } }))
        .status,
    ).toBe(202);

    // E-mails count when the outbox's dispatcher has sent them, moments after the requests.
    const scrape = () => fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    await vi.waitFor(
      async () => expect(await (await scrape()).text()).toContain('commons_emails_total{result="sent"} 3'),
      { timeout: 10_000 },
    );
    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('http_requests_total{method="GET",route="/api/knowledge",status="200"} 1');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/knowledge",status="200"\} 1/,
    );
    expect(text).toContain('http_requests_total{method="POST",route="/api/users",status="201"} 1');
    for (const series of [
      'db_pool_connections_in_use',
      'db_pool_requests_waiting',
      'nodejs_eventloop_lag_seconds',
      'commons_ads_served_total',
      'commons_ad_impressions_total',
      'commons_ad_clicks_total',
    ]) {
      expect(text).toMatch(new RegExp(`^${series} \\d`, 'm'));
    }
    expect(text).toContain('commons_payment_events_total{outcome="applied"} 1');
    expect(text).toContain('commons_emails_total{result="sent"} 3');
  });

  it('serves the same series without a token on METRICS_PORT, and nothing else there', async () => {
    const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('http_requests_total');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/api/health`)).status).toBe(404);
  });
});
