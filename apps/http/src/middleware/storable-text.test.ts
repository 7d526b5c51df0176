import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalServer } from '../testing/listen.ts';
import { listenGuardedApi } from '../testing/guarded-api.ts';
import { loneSurrogateMessage, nulCharacterMessage } from './storable-text.ts';

describe('text the database cannot store as sent', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await listenGuardedApi((ctx) => {
      ctx.body = { received: ctx.request.body };
    });
  });
  afterAll(() => server.close());

  /** `body` is sent as written: `\ud800` in it is JSON's escape, six ASCII characters on the wire. */
  const post = async (path: string, body: string) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('refuses a lone surrogate escape in a value or a key with a 400 in words', async () => {
    for (const body of [
      '{"email":"\\ud800@example.com","name":"\\udfff"}',
      '{"firstName":"Ada","lastName":"x\\udbff"}',
      '{"tags":["fine","\\ude00 alone"]}',
      '{"\\ud800":"key"}',
      '{"pair":"\\ude42\\ud83d"}',
    ]) {
      expect(await post('/api/contact', body), body).toEqual({
        status: 400,
        body: { error: loneSurrogateMessage },
      });
    }
  });

  it('takes a surrogate pair, escaped or not, and passes it on intact', async () => {
    expect(await post('/api/contact', '{"name":"\\ud83d\\ude42 and 🙂"}')).toEqual({
      status: 200,
      body: { received: { name: '🙂 and 🙂' } },
    });
  });

  it('refuses a NUL character in the body or the URL', async () => {
    expect(await post('/api/contact', '{"name":"a\\u0000b"}')).toEqual({
      status: 400,
      body: { error: nulCharacterMessage },
    });
    expect(await post('/api/contact?x=%00', '{}')).toEqual({
      status: 400,
      body: { error: nulCharacterMessage },
    });
  });
});
