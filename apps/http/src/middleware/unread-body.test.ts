import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalServer } from '../testing/listen.ts';
import { listenGuardedApi } from '../testing/guarded-api.ts';
import { openRawConnection, requestBytes, type RawRequest } from '../testing/raw-connection.ts';

const json = { 'content-type': 'application/json' };
/** Over the 100 kB an ordinary API body may have. */
const oversized = Buffer.from(JSON.stringify({ pad: 'x'.repeat(200_000) }));
/** Compressed, still over 100 kB: random text does not shrink, and its reader stops inside zlib. */
const oversizedGzip = gzipSync(JSON.stringify({ pad: randomBytes(150_000).toString('base64') }));
const small: RawRequest = {
  method: 'POST',
  path: '/api/contact',
  headers: json,
  body: Buffer.from('{"a":1}'),
};

describe('a request body left unread', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await listenGuardedApi((ctx) => {
      ctx.body = { keys: Object.keys(ctx.request.body as object) };
    });
  });
  afterAll(() => server.close());

  const refusals: [string, RawRequest, number][] = [
    ['with a Content-Length', { method: 'POST', path: '/api/contact', headers: json, body: oversized }, 413],
    [
      'sent in chunks, read halfway',
      { method: 'POST', path: '/api/contact', headers: json, body: oversized, chunked: true },
      413,
    ],
    [
      'compressed, read halfway through zlib',
      {
        method: 'POST',
        path: '/api/contact',
        headers: { ...json, 'content-encoding': 'gzip' },
        body: oversizedGzip,
      },
      413,
    ],
    [
      'in an encoding no reader takes',
      {
        method: 'POST',
        path: '/api/contact',
        headers: { ...json, 'content-encoding': 'zstd' },
        body: oversized,
      },
      415,
    ],
  ];

  for (const [framing, refused, status] of refusals) {
    it(`answers a refused body ${framing} with Connection: close, then closes`, async () => {
      for (const pipelined of [false, true]) {
        const connection = await openRawConnection(server.url);
        // Pipelined, the next request's bytes follow the refused body's at once; otherwise they are
        // sent once the refusal is read, as a client reusing its kept-alive connection does.
        connection.write(
          pipelined ? Buffer.concat([requestBytes(refused), requestBytes(small)]) : requestBytes(refused),
        );
        const answer = await connection.nextAnswer(2_000);
        expect(answer, `pipelined: ${pipelined}`).toMatchObject({ status, headers: { connection: 'close' } });
        connection.write(requestBytes(small));
        expect(await connection.nextAnswer(2_000)).toBe('closed');
      }
    });
  }

  it('keeps the connection of a body read to its end, and answers the next request on it', async () => {
    const connection = await openRawConnection(server.url);
    for (const request of [small, { ...small, chunked: true }, { method: 'GET', path: '/api/health' }]) {
      connection.write(requestBytes(request));
      expect(await connection.nextAnswer(2_000)).toMatchObject({
        status: 200,
        headers: { connection: 'keep-alive' },
      });
    }
    expect(await connection.closedWithin(100)).toBe(false);
    connection.destroy();
  });

  it('closes the connection of a body the route never read', async () => {
    const connection = await openRawConnection(server.url);
    connection.write(requestBytes({ method: 'POST', path: '/api/contact', body: Buffer.from('{"a":1}') }));
    expect(await connection.nextAnswer(2_000)).toMatchObject({
      status: 200,
      headers: { connection: 'close' },
    });
    expect(await connection.closedWithin(1_000)).toBe(true);
  });
});
