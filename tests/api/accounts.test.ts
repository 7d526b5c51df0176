/**
 * What only the server process shows: everything it prints on stdout and stderr while a member
 * signs up, verifies, chooses a password and logs in holds no password, code or session token.
 * The account behaviour itself is tested in process (apps/http/src/routes/accounts.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode } from '@commons/http/testing/outbox';
import { request } from '@commons/http/testing/request';
import { startTestServer, type TestServer } from '../support/server.ts';

const password = 'correct horse battery';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

let ipSequence = 0;
/** Each call its own client address (the server trusts X-Forwarded-For), so limits stay apart. */
const post = (path: string, body: unknown, cookie?: string) =>
  request(server, 'POST', path, {
    body,
    cookie,
    headers: { 'x-forwarded-for': `198.51.100.${++ipSequence}` },
  });

describe('the server process', () => {
  it('never answers with a password, hash, code or token, and never logs a password, code or token', async () => {
    const email = 'secrets@example.org';
    const created = await post('/api/users', {
      email,
      firstName: 'Ada',
      lastName: 'Obi',
      membershipTier: 'explorer',
    });
    const code = await latestCode(server.dataDir, email);
    const verified = await post('/api/auth/verify-email', { email, code });
    const cookie = verified.sessionCookie!;
    const token = cookie.split('=')[1]!;
    expect(
      (await request(server, 'PUT', '/api/auth/password', { body: { newPassword: password }, cookie }))
        .status,
    ).toBe(200);
    const login = await post('/api/auth/login', { email, password });
    expect(login.status).toBe(200);

    for (const answer of [created, verified, login]) {
      const text = JSON.stringify(answer.body);
      expect(text).not.toMatch(/"password"|hash|argon|verification(Code)?"/i);
      expect(text).not.toContain(code);
      expect(text).not.toContain(token);
    }
    const logs = server.output();
    expect(logs).not.toContain(password);
    expect(logs).not.toContain(token);
    // As a word of its own: six digits can occur inside a timestamp or an id by chance.
    expect(logs).not.toMatch(new RegExp(`(?<![0-9a-f])${code}(?![0-9a-f])`, 'i'));
  });
});
