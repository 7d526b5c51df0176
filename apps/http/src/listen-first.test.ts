import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listenFirst } from './listen-first.ts';

describe('listenFirst', () => {
  it('fails with EADDRINUSE when the port is taken, before anything else can start', async () => {
    const taken = http.createServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const { port } = taken.address() as AddressInfo;
    await expect(listenFirst(port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
    taken.close();
  });

  it('answers 503 with Retry-After while starting, then hands requests to the app', async () => {
    const { server, serve } = await listenFirst(0, '127.0.0.1');
    const { port } = server.address() as AddressInfo;
    const starting = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(starting.status).toBe(503);
    expect(starting.headers.get('retry-after')).toBe('1');
    serve((_request, response) => response.end('ready'));
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ready');
    server.close();
  });
});
