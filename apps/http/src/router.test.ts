import Router from '@koa/router';
import { InfrastructureTokens, type AppContainer } from '@commons/container';
import Koa from 'koa';
import compose from 'koa-compose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppState } from './context.ts';
import { apiFallback } from './middleware/api-fallback.ts';
import { databaseContext } from './middleware/database-context.ts';
import { listenLocally, type LocalServer } from './testing/listen.ts';

describe('the API router with its fallback and the database context', () => {
  let server: LocalServer;
  const steps: string[] = [];
  let scopeDepth = 0;
  beforeAll(async () => {
    const inDatabaseScope = async <R>(work: () => Promise<R>): Promise<R> => {
      scopeDepth += 1;
      try {
        return await work();
      } finally {
        scopeDepth -= 1;
      }
    };
    const container = {
      resolve: (token: symbol) =>
        token === InfrastructureTokens.DatabaseScope ? inDatabaseScope : undefined,
    } as unknown as AppContainer;
    const inDatabase = databaseContext(container);

    const router = new Router<AppState>();
    router.get('/api/things', (ctx) => {
      ctx.body = { list: true, inDatabase: scopeDepth > 0 };
    });
    router.get('/api/things/:id', inDatabase, (ctx) => {
      ctx.body = { one: ctx.params.id, inDatabase: scopeDepth > 0 };
    });
    router.post(
      '/api/things',
      async (_ctx, next) => {
        steps.push('guard');
        await next();
        steps.push('guard after');
      },
      (ctx) => {
        steps.push('handler');
        ctx.status = 201;
        ctx.body = { created: true };
      },
    );
    const app = new Koa<AppState>();
    app.use(compose([router.routes(), apiFallback()]));
    server = await listenLocally(app);
  });
  afterAll(() => server?.close());

  const call = async (method: string, path: string) => {
    const response = await fetch(`${server.url}${path}`, { method });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  };

  it('runs a route in a database context only when the route asks for one', async () => {
    expect((await call('GET', '/api/things')).body).toEqual({ list: true, inDatabase: false });
    expect((await call('GET', '/api/things/a%20b')).body).toEqual({ one: 'a b', inDatabase: true });
    expect(scopeDepth).toBe(0);
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

  it('answers 405 naming the allowed methods, 204 to OPTIONS and 404 to an unknown path', async () => {
    expect(await call('DELETE', '/api/things')).toMatchObject({
      status: 405,
      body: { error: 'Method not allowed. Allowed: HEAD, GET, POST' },
    });
    expect((await call('OPTIONS', '/api/things')).status).toBe(204);
    expect(await call('GET', '/api/nothing')).toMatchObject({ status: 404, body: { error: 'Not found' } });
  });
});
