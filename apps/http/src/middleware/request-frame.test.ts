import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocally } from '../testing/listen.ts';
import { createAccessLogger, createLogger } from '@commons/container';
import { DomainError } from '@commons/core/shared/domain-error';
import type { AppState } from '../context.ts';
import { createMetrics } from '../metrics.ts';
import { requestFrame } from './request-frame.ts';

/** A logger at the info level whose lines land, parsed, in `lines`. */
const loggerInto = (lines: Record<string, unknown>[]) =>
  createLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
const accessLoggerInto = (lines: Record<string, unknown>[]) =>
  createAccessLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });

describe('the request frame', () => {
  const lines: Record<string, unknown>[] = [];
  const metrics = createMetrics();
  let url: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const logger = loggerInto(lines);
    const app = new Koa<AppState>();
    app.silent = true;
    app.use(requestFrame({ logger, accessLogger: accessLoggerInto(lines), metrics, https: false }));
    app.use((ctx) => {
      if (ctx.path === '/api/taken') throw new DomainError('CONFLICT', 'Email already registered');
      if (ctx.path === '/api/broken') throw new Error('connection string postgres://secret@db');
      ctx.body = { status: 'ok' };
    });
    ({ url, close } = await listenLocally(app));
  });
  afterAll(() => close());

  const lineOf = (requestId: string | null) =>
    lines.find((line) => line.msg === 'request' && line.requestId === requestId);

  it('gives each request an id, echoed in X-Request-Id, and logs one access line per request', async () => {
    const first = await fetch(`${url}/api/health/live?probe=1`);
    const second = await fetch(`${url}/api/health/live`, { headers: { 'x-request-id': 'from-the-proxy-1' } });

    const id = first.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-request-id')).toBe('from-the-proxy-1');
    await expect
      .poll(() => lineOf(id))
      .toMatchObject({
        level: 30,
        msg: 'request',
        method: 'GET',
        path: '/api/health/live',
        route: 'unmatched',
        status: 200,
        ms: expect.any(Number),
      });
    expect(lineOf('from-the-proxy-1')).toMatchObject({ path: '/api/health/live', status: 200 });
    expect(lines.filter((line) => line.msg === 'request')).toHaveLength(2);
  });

  it('refuses a request id that could forge log fields', async () => {
    const forged = await fetch(`${url}/api/health/live`, { headers: { 'x-request-id': 'a"b\\c' } });

    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => lineOf(forged.headers.get('x-request-id'))).toBeDefined();
  });

  it('logs page views and static files too, by path without the query', async () => {
    const page = await fetch(`${url}/about?token=secret-in-query`);
    const asset = await fetch(`${url}/assets/app.js`);

    await expect
      .poll(() => lineOf(page.headers.get('x-request-id')))
      .toMatchObject({ method: 'GET', path: '/about', route: 'static', status: 200, ms: expect.any(Number) });
    await expect
      .poll(() => lineOf(asset.headers.get('x-request-id')))
      .toMatchObject({ path: '/assets/app.js', route: 'static' });
    expect(JSON.stringify(lines)).not.toContain('secret-in-query');
  });

  it('answers errors as JSON in the frame: the status of a domain error, a 500 that names only the id', async () => {
    const taken = await fetch(`${url}/api/taken`);
    const broken = await fetch(`${url}/api/broken`);

    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ error: 'Email already registered' });
    const id = broken.headers.get('x-request-id');
    expect(broken.status).toBe(500);
    expect(await broken.json()).toEqual({
      error: 'Something went wrong. Please try again later.',
      requestId: id,
    });
    await expect.poll(() => lineOf(id)).toMatchObject({ path: '/api/broken', status: 500 });
    expect(lines.find((line) => line.msg === 'request failed')).toMatchObject({ requestId: id });
  });

  it('counts every request in the metrics under its route, once its answer is sent', async () => {
    const before = await metrics.registry.getSingleMetricAsString('http_requests_total');
    await fetch(`${url}/about`);

    await expect.poll(() => metrics.registry.getSingleMetricAsString('http_requests_total')).not.toBe(before);
    expect(await metrics.registry.getSingleMetricAsString('http_requests_total')).toMatch(
      /http_requests_total\{method="GET",route="static",status="200"\} \d+/,
    );
  });
});

describe('the request frame, when the metrics cannot count', () => {
  it('keeps serving and logging when a count fails', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = loggerInto(lines);
    const failing = {
      ...createMetrics(),
      observeRequest: () => {
        throw new Error('the registry is gone');
      },
    };
    const app = new Koa<AppState>();
    app.use(requestFrame({ logger, metrics: failing, https: false }));
    app.use((ctx) => {
      ctx.body = { status: 'ok' };
    });
    const { url, close } = await listenLocally(app);
    try {
      for (let pass = 0; pass < 2; pass += 1) {
        const answers = await Promise.all([fetch(`${url}/api/one`), fetch(`${url}/api/two`)]);
        expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      }
      await expect.poll(() => lines.filter((line) => line.msg === 'request').length).toBe(4);
    } finally {
      await close();
    }
  });
});
