import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppState } from './context.ts';
import { apiFallback } from './middleware/api-fallback.ts';
import { ApiRouter } from './router.ts';
import { listenLocally, type LocalServer } from './testing/listen.ts';

/** What a route saw of the routing: the context fields @koa/router sets, as the route reads them. */
function routing(ctx: Koa.ParameterizedContext<AppState>) {
  const routed = ctx as unknown as Record<string, unknown>;
  return {
    params: ctx.params,
    route: routed._matchedRoute,
    matched: (routed.matched as { path: string }[]).map((layer) => layer.path),
  };
}

describe('ApiRouter', () => {
  let server: LocalServer;
  const steps: string[] = [];
  beforeAll(async () => {
    const router = new ApiRouter();
    router.get('/api/things', (ctx) => {
      ctx.body = { list: true, ...routing(ctx) };
    });
    router.get('/api/things/:id', (ctx) => {
      ctx.body = { one: ctx.params.id, ...routing(ctx) };
    });
    router.post(
      '/api/things',
      async (ctx, next) => {
        steps.push('guard');
        await next();
        steps.push('guard after');
      },
      (ctx) => {
        steps.push('handler');
        ctx.status = 201;
        ctx.body = routing(ctx);
      },
    );
    router.get('/api/things/passing', (_ctx, next) => next());
    // Two routes for one path and method: the first passes to the second, as @koa/router runs them.
    router.get('/api/twice', async (ctx, next) => {
      ctx.set('X-First', 'yes');
      await next();
    });
    router.get('/api/twice', (ctx) => {
      ctx.body = { second: true };
    });
    const app = new Koa<AppState>();
    const fallback = apiFallback();
    const routes = router.middleware();
    app.use((ctx, next) => routes(ctx, () => fallback(ctx, next)));
    server = await listenLocally(app);
  });
  afterAll(() => server?.close());

  const call = async (method: string, path: string) => {
    const response = await fetch(`${server.url}${path}`, { method });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  };

  it('routes a path without parameters with the context @koa/router gives it', async () => {
    expect(await call('GET', '/api/things')).toMatchObject({
      status: 200,
      body: { list: true, params: {}, route: '/api/things', matched: ['/api/things', '/api/things'] },
    });
  });

  it('reaches the same route with a trailing slash or another case, through @koa/router', async () => {
    expect((await call('GET', '/api/things/')).body).toMatchObject({ list: true, route: '/api/things' });
    expect((await call('GET', '/api/THINGS')).status).toBe(404);
    expect((await call('GET', '/api/things/ABC')).body).toMatchObject({ one: 'ABC' });
  });

  it('routes a path with parameters and decodes them', async () => {
    expect((await call('GET', '/api/things/a%20b')).body).toMatchObject({
      one: 'a b',
      params: { id: 'a b' },
      route: '/api/things/:id',
    });
  });

  it('runs a route’s handlers in order, each around the next', async () => {
    steps.length = 0;
    expect((await call('POST', '/api/things')).status).toBe(201);
    expect(steps).toEqual(['guard', 'handler', 'guard after']);
  });

  it('answers HEAD for a GET route', async () => {
    const head = await call('HEAD', '/api/things');
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
  });

  it('runs both routes of one path and method, in the order they were added', async () => {
    const twice = await call('GET', '/api/twice');
    expect(twice.body).toEqual({ second: true });
    expect(twice.headers.get('x-first')).toBe('yes');
  });

  it('leaves other methods and a route that passes to the API fallback', async () => {
    expect(await call('DELETE', '/api/things')).toMatchObject({
      status: 405,
      body: { error: 'Method not allowed. Allowed: HEAD, GET, POST' },
    });
    expect((await call('OPTIONS', '/api/things')).status).toBe(204);
    // The passing route also matches `/api/things/:id`, which answers after it.
    expect((await call('GET', '/api/things/passing')).body).toMatchObject({ one: 'passing' });
    expect(await call('GET', '/api/nothing')).toMatchObject({ status: 404, body: { error: 'Not found' } });
  });
});
