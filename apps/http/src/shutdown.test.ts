import http from 'node:http';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppState } from './context.ts';
import { createLogger } from '@commons/container';
import { requestFrame } from './middleware/request-frame.ts';
import { closeGracefully, createShutdownState, shutDown } from './shutdown.ts';
import { listenLocally } from './testing/listen.ts';

/** A server whose /slow requests wait until `release()`; /api/health answers 200 when allowed. */
async function startSlowServer() {
  const state = createShutdownState();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const finished: string[] = [];
  const app = new Koa<AppState>();
  app.use(requestFrame({ logger: createLogger({ logLevel: 'silent' }), shutdown: state, https: false }));
  app.use(async (ctx) => {
    if (ctx.path === '/slow') await released;
    ctx.body = { status: 'ok' };
    finished.push(ctx.path);
  });
  const { server, url } = await listenLocally(app);
  return { state, server, url, release, finished };
}

function get(url: string): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: new http.Agent({ keepAlive: true }) }, (response) => {
        response.resume();
        response.once('end', () =>
          resolve({ status: response.statusCode!, connection: response.headers.connection }),
        );
      })
      .once('error', reject);
  });
}

describe('draining on shutdown', () => {
  let running: Awaited<ReturnType<typeof startSlowServer>> | undefined;
  afterEach(() => {
    running?.release();
    running?.server.closeAllConnections();
    running?.server.close();
  });

  it('turns readiness 503 at once and closes the connection of every later answer', async () => {
    running = await startSlowServer();
    expect(await get(`${running.url}/api/health`)).toEqual({ status: 200, connection: 'keep-alive' });
    const slow = get(`${running.url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    running.state.beginDraining();
    expect(await get(`${running.url}/api/health`)).toEqual({ status: 503, connection: 'close' });
    running.release();
    expect(await slow).toEqual({ status: 200, connection: 'close' });
  });

  it('waits for requests in flight, and cuts them once the grace period is over', async () => {
    running = await startSlowServer();
    const slow = get(`${running.url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = closeGracefully(running.server, 5_000);
    setTimeout(running.release, 100);
    expect(await slow).toEqual({ status: 200, connection: 'keep-alive' });
    expect(await closing).toBe(true);

    running = await startSlowServer();
    const stuck = get(`${running.url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    expect(await closeGracefully(running.server, 200)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
    await expect(stuck).rejects.toThrow();
  });

  it('keeps accepting for the drain delay, then refuses, and runs the stop hooks once requests are done', async () => {
    running = await startSlowServer();
    const { state, server, url, finished } = running;
    let finishedBeforeHook: string[] = [];
    state.onStop(() => {
      finishedBeforeHook = [...finished];
    });
    const slow = get(`${url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const stopping = shutDown(server, state, { drainMs: 300, timeoutMs: 2_000 });
    // During the drain: new connections are still served, each told to close.
    expect(await get(`${url}/api/health`)).toEqual({ status: 503, connection: 'close' });
    expect(await get(`${url}/fast`)).toEqual({ status: 200, connection: 'close' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(get(`${url}/fast`)).rejects.toThrow(/ECONNREFUSED/);
    running.release();
    expect(await slow).toEqual({ status: 200, connection: 'close' });
    expect(await stopping).toBe(true);
    expect(finishedBeforeHook).toContain('/slow');
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
