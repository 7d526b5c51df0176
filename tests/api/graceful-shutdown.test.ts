/**
 * SIGTERM with requests in flight, as in a rolling deploy: the production entry point stops taking
 * connections, lets every request that had started finish (each told to close its connection),
 * and exits 0 well within SHUTDOWN_TIMEOUT_MS.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

interface Answer {
  status: number;
  connection: string | undefined;
}

/** A POST whose body arrives in two parts, so the request is in flight until `finish` is called. */
function slowContactRequest(url: string, clientIp: string) {
  const body = JSON.stringify({
    name: 'Ada Obi',
    email: 'ada@example.org',
    subject: 'Partnership',
    message: 'We would like to talk about a joint programme.',
  });
  const request = http.request(`${url}/api/contact`, {
    method: 'POST',
    agent: new http.Agent({ keepAlive: true }),
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'x-forwarded-for': clientIp,
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.once('response', (response) => {
      response.resume();
      response.once('end', () =>
        resolve({ status: response.statusCode!, connection: response.headers.connection }),
      );
    });
    request.once('error', reject);
  });
  request.write(body.slice(0, 10));
  return {
    answer,
    finish: () => request.end(body.slice(10)),
  };
}

describe('SIGTERM with requests in flight', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SHUTDOWN_TIMEOUT_MS: '10000' } });
  });
  afterAll(() => server?.stop());

  it('finishes every request in flight, refuses new connections, and exits 0 within the timeout', async () => {
    const inFlight = Array.from({ length: 20 }, (_, index) =>
      slowContactRequest(server.url, `198.51.100.${index + 1}`),
    );
    // Let the server read every request's headers before the signal.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const signalled = performance.now();
    const exitCode = server.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(fetch(`${server.url}/api/health/live`)).rejects.toThrow();
    for (const request of inFlight) request.finish();
    const answers = await Promise.all(inFlight.map((request) => request.answer));
    expect(answers).toEqual(inFlight.map(() => ({ status: 201, connection: 'close' })));
    expect(await exitCode).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(10_000);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.find((line) => line.msg === 'server listening')).toMatchObject({
      port: Number(new URL(server.url).port),
      version: expect.any(String),
      commit: expect.any(String),
      database: server.database.kind,
    });
    expect(lines.find((line) => line.msg === 'server stopped')).toMatchObject({
      signal: 'SIGTERM',
      drained: true,
      ms: expect.any(Number),
    });
  });
});
