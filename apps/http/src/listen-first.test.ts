import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { defaultConnectionLimits, listenFirst, type ConnectionLimits } from './listen-first.ts';
import { openRawConnection, requestBytes } from './testing/raw-connection.ts';

const limits: ConnectionLimits = { ...defaultConnectionLimits, maxConnections: 100 };

function connect(port: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  return once(socket, 'connect').then(() => socket);
}

describe('listenFirst', () => {
  it('fails with EADDRINUSE when the port is taken, before anything else can start', async () => {
    const taken = http.createServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const { port } = taken.address() as AddressInfo;
    await expect(listenFirst(port, limits, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
    taken.close();
  });

  it('answers 503 with Retry-After while starting, then hands requests to the app', async () => {
    const { server, serve } = await listenFirst(0, limits, '127.0.0.1');
    const { port } = server.address() as AddressInfo;
    const starting = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(starting.status).toBe(503);
    expect(starting.headers.get('retry-after')).toBe('1');
    serve((_request, response) => response.end('ready'));
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ready');
    server.close();
  });

  it('closes a connection that sends nothing within the headers timeout', async () => {
    const quick = { ...limits, headersTimeoutMs: 300, requestTimeoutMs: 300, checkIntervalMs: 50 };
    const { server } = await listenFirst(0, quick, '127.0.0.1');
    const silent = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
    // Read what the server sends (its 408): a socket with unread data never sees the end, and never
    // closes, whatever the server did.
    silent.resume();
    // Listening from the start: on a busy machine the server may close it before 'connect' is seen.
    const closed = once(silent, 'close');
    // Without the headers timeout the socket stays open and the test runs out of time here.
    await closed;
    server.close();
  });

  it('answers 408 and closes a connection whose request body stops arriving, at the request timeout', async () => {
    const quick = { ...limits, headersTimeoutMs: 300, requestTimeoutMs: 300, checkIntervalMs: 50 };
    const { server, serve } = await listenFirst(0, quick, '127.0.0.1');
    // Node's request timeout is what ends a request that never completes.
    serve(() => {});
    const connection = await openRawConnection(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    const whole = requestBytes({ method: 'POST', path: '/api/contact', body: Buffer.from('{"name":"Ada"}') });
    connection.write(whole.subarray(0, whole.length - 4));
    expect(await connection.nextAnswer(2_000)).toMatchObject({
      status: 408,
      headers: { connection: 'close' },
    });
    expect(await connection.closedWithin(1_000)).toBe(true);
    server.close();
  });

  it('refuses connections past the maximum, so idle ones cannot take every descriptor', async () => {
    const { server, serve } = await listenFirst(0, { ...limits, maxConnections: 2 }, '127.0.0.1');
    serve((_request, response) => response.end('ok'));
    const { port } = server.address() as AddressInfo;
    const held = [await connect(port), await connect(port)];
    const third = await connect(port);
    await once(third, 'close');
    for (const socket of held) socket.destroy();
    server.close();
  });
});
