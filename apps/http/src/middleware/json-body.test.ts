import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocally } from '../testing/listen.ts';
import { apiGuards } from './api-guards.ts';
import { undecodableBodyMessage } from './json-body.ts';

describe('JSON body limits', () => {
  let url: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const app = new Koa();
    app.use(async (ctx, next) => {
      try {
        await next();
      } catch (error) {
        const failure = error as { status: number; message: string };
        ctx.status = failure.status;
        ctx.body = { error: failure.message };
      }
    });
    app.use(apiGuards('https://commons.example'));
    app.use((ctx) => {
      ctx.body = { keys: Object.keys(ctx.request.body as object) };
    });
    ({ url, close } = await listenLocally(app));
  });
  afterAll(() => close());

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
  const ofSize = (bytes: number) => JSON.stringify({ pad: 'x'.repeat(bytes) });

  it('takes a Stripe webhook body of up to 1 MB', async () => {
    expect((await post('/api/stripe/webhook', ofSize(900_000))).status).toBe(200);
    expect((await post('/api/stripe/webhook', ofSize(1_100_000))).status).toBe(413);
  });

  it('keeps every other body under 100 kB', async () => {
    expect((await post('/api/users', ofSize(90_000))).status).toBe(200);
    expect((await post('/api/users', ofSize(150_000))).status).toBe(413);
  });

  it('answers 400 for a body that is not the gzip or brotli stream it says it is', async () => {
    for (const encoding of ['gzip', 'br', 'deflate']) {
      const response = await post('/api/users', '{}', { 'content-encoding': encoding });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: undecodableBodyMessage });
    }
  });
});
