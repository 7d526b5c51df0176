/**
 * Two app instances on one PostgreSQL database, as behind a load balancer: sessions and limits
 * live in the database, so both instances see the same ones. Needs TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode } from '@commons/http/testing/outbox';
import { request } from '@commons/http/testing/request';
import { startTestServer, type TestServer } from '../support/server.ts';

const password = 'correct horse battery';

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer();
    second = await startTestServer({ database: first.database });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  let ipSequence = 0;
  /** A call to one instance, from its own client address unless told. */
  const call = (
    server: TestServer,
    method: string,
    path: string,
    body?: unknown,
    cookie?: string,
    ip = `192.0.2.${++ipSequence}`,
  ) => request(server, method, path, { body, cookie, headers: { 'x-forwarded-for': ip } });

  /** Signs up and verifies on the first instance, and chooses the password on the second. */
  async function verifiedOnFirst(email: string): Promise<string> {
    await call(first, 'POST', '/api/users', {
      email,
      firstName: 'Ada',
      lastName: 'Obi',
      membershipTier: 'explorer',
    });
    const code = await latestCode(first.dataDir, email);
    const cookie = (await call(first, 'POST', '/api/auth/verify-email', { email, code })).sessionCookie!;
    expect((await call(second, 'PUT', '/api/auth/password', { newPassword: password }, cookie)).status).toBe(
      200,
    );
    return cookie;
  }

  it('accepts on the second instance a session made on the first, and ends it there too', async () => {
    const cookie = await verifiedOnFirst('shared-session@example.org');

    expect((await call(second, 'GET', '/api/auth/me', undefined, cookie)).status).toBe(200);
    expect((await call(second, 'POST', '/api/auth/logout', undefined, cookie)).status).toBe(204);
    expect((await call(first, 'GET', '/api/auth/me', undefined, cookie)).status).toBe(401);
  });

  it('counts failed logins from one address across both instances, and lets the member in from another', async () => {
    const email = 'shared-limit@example.org';
    await verifiedOnFirst(email);
    const attacker = '198.51.100.200';
    const statuses = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const instance = attempt % 2 === 0 ? first : second;
      statuses.push(
        (
          await call(
            instance,
            'POST',
            '/api/auth/login',
            { email, password: 'wrong password' },
            undefined,
            attacker,
          )
        ).status,
      );
    }

    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    expect(
      (await call(second, 'POST', '/api/auth/login', { email, password }, undefined, attacker)).status,
    ).toBe(429);
    expect((await call(first, 'POST', '/api/auth/login', { email, password })).status).toBe(200);
  });
});
