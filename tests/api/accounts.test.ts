/**
 * The account journeys over the real server on its embedded defaults: sign-up (no password), the
 * code from the .eml outbox, verification, choosing a password, the session cookie, logout, login,
 * the limits, and the admin guard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, mailsTo } from '@commons/http/testing/outbox';
import { startTestServer, type TestServer } from '../support/server.ts';

const admin = { email: 'admin@commons.test', password: 'admin password 42' };
const password = 'correct horse battery';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
});
afterAll(() => server?.stop());

let ipSequence = 0;
/** Each caller its own client address (the server trusts X-Forwarded-For), so limits stay apart. */
const newIp = () => `198.51.100.${++ipSequence}`;
let emailSequence = 0;
const newEmail = (label: string) => `${label}-${++emailSequence}@example.org`;

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
  sessionCookie: string | undefined;
}

async function call(
  method: string,
  path: string,
  options: {
    body?: unknown;
    cookie?: string | undefined;
    ip?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      'x-forwarded-for': options.ip ?? newIp(),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('commons_session='));
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    sessionCookie: setCookie?.split(';')[0],
  };
}

const signUp = (email: string, overrides: Record<string, unknown> = {}) =>
  call('POST', '/api/users', {
    body: {
      email,
      firstName: 'Ada',
      lastName: 'Obi',
      organization: 'Acme',
      membershipTier: 'explorer',
      ...overrides,
    },
  });

/** Chooses the password with the session from verification (a code sign-in). */
async function choosePassword(cookie: string): Promise<void> {
  expect((await call('PUT', '/api/auth/password', { body: { newPassword: password }, cookie })).status).toBe(
    200,
  );
}

/** Sign-up, the code from the outbox, verification (which signs in), then a password. */
async function verifiedMember(label: string): Promise<{ email: string; cookie: string; id: string }> {
  const email = newEmail(label);
  await signUp(email);
  const verified = await call('POST', '/api/auth/verify-email', {
    body: { email, code: await latestCode(server.dataDir, email) },
  });
  await choosePassword(verified.sessionCookie!);
  return { email, cookie: verified.sessionCookie!, id: verified.body.id as string };
}

describe('accounts over HTTP', () => {
  it('signs up an explorer, verifies with the mailed code, keeps the session, logs out and in again', async () => {
    const email = newEmail('journey');

    const created = await signUp(email.toUpperCase());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email,
      firstName: 'Ada',
      membershipTier: 'explorer',
      membershipStatus: 'pending',
      paymentStatus: 'paid',
      emailVerified: false,
    });
    expect(created.body.membershipId).toMatch(/^MC-\d{4}-\d{6}$/);
    expect(created.sessionCookie).toBeUndefined();

    const code = await latestCode(server.dataDir, email);
    const [mail] = await mailsTo(server.dataDir, email);
    expect(mail!.raw).toContain('Innovation Commons');
    expect(mail!.raw).toContain('Content-Type: text/html');

    const wrong = await call('POST', '/api/auth/verify-email', {
      body: { email, code: code === '000000' ? '000001' : '000000' },
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'Invalid or expired verification code.' } });

    const verified = await call('POST', '/api/auth/verify-email', { body: { email, code } });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ email, emailVerified: true, membershipStatus: 'active' });
    const setCookie = verified.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('commons_session='))!;
    expect(setCookie).toMatch(/; path=\//);
    expect(setCookie.toLowerCase()).toContain('httponly');
    expect(setCookie.toLowerCase()).toContain('samesite=lax');
    expect(setCookie.toLowerCase()).not.toContain('secure');
    const cookie = verified.sessionCookie!;
    await choosePassword(cookie);

    const me = await call('GET', '/api/auth/me', { cookie });
    expect(me).toMatchObject({ status: 200, body: { email, membershipStatus: 'active' } });
    expect(me.headers.get('cache-control')).toBe('no-store');

    const again = await call('POST', '/api/auth/verify-email', { body: { email, code } });
    expect(again.status).toBe(400);

    const logout = await call('POST', '/api/auth/logout', { cookie });
    expect(logout.status).toBe(204);
    expect(logout.headers.getSetCookie()[0]).toMatch(/^commons_session=;.*expires=Thu, 01 Jan 1970/);
    expect((await call('GET', '/api/auth/me', { cookie })).status).toBe(401);

    const login = await call('POST', '/api/auth/login', { body: { email, password } });
    expect(login).toMatchObject({ status: 200, body: { email } });
    expect(login.sessionCookie).not.toBe(cookie);
    expect((await call('GET', '/api/auth/me', { cookie: login.sessionCookie })).status).toBe(200);
  });

  it('refuses a second account for a verified address with 409', async () => {
    const { email } = await verifiedMember('twice');

    const second = await signUp(` ${email.toUpperCase()} `);

    expect(second).toMatchObject({
      status: 409,
      body: { error: 'An account with this email already exists' },
    });
  });

  it("answers sign-up validation failures with the spec's words", async () => {
    const answer = await signUp(newEmail('invalid'), { firstName: 'A', lastName: 'B' });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: 'First name must be at least 2 characters',
      fields: {
        firstName: 'First name must be at least 2 characters',
        lastName: 'Last name must be at least 2 characters',
      },
    });
  });

  it('never answers with a password, hash, code or token, and never logs a password or code', async () => {
    const email = newEmail('secrets');
    const created = await signUp(email);
    const code = await latestCode(server.dataDir, email);
    const verified = await call('POST', '/api/auth/verify-email', { body: { email, code } });
    const token = verified.sessionCookie!.split('=')[1]!;
    await choosePassword(verified.sessionCookie!);
    const login = await call('POST', '/api/auth/login', { body: { email, password } });

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

  it('burns a code after five wrong guesses: the right code then fails too', async () => {
    const email = newEmail('burn');
    await signUp(email);
    const code = await latestCode(server.dataDir, email);
    const wrongCode = code === '000000' ? '000001' : '000000';
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push(
        (await call('POST', '/api/auth/verify-email', { body: { email, code: wrongCode } })).status,
      );
    }

    const right = await call('POST', '/api/auth/verify-email', { body: { email, code } });

    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    expect(right).toMatchObject({
      status: 429,
      body: { error: 'Too many attempts. Please request a new code.' },
    });
  });

  it('resends: the same answer for any address, then 429 with Retry-After within the minute', async () => {
    const email = newEmail('resend');
    await signUp(email);

    const unknown = await call('POST', '/api/auth/resend-verification', {
      body: { email: newEmail('nobody') },
    });
    const tooSoon = await call('POST', '/api/auth/resend-verification', { body: { email } });

    // An unknown address gets an expiry too: five minutes from now, as a real code would have.
    expect(unknown).toMatchObject({ status: 200, body: { ok: true, codeExpiresAt: expect.any(String) } });
    const secondsLeft = (Date.parse(String(unknown.body.codeExpiresAt)) - Date.now()) / 1000;
    expect(secondsLeft).toBeGreaterThan(290);
    expect(secondsLeft).toBeLessThanOrEqual(300);
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    await latestCode(server.dataDir, email); // the outbox sends moments after the answer
    expect(await mailsTo(server.dataDir, email)).toHaveLength(1);
  });

  it('answers an unverified member, who has no password, as any wrong password: 401, no session', async () => {
    const email = newEmail('unverified');
    await signUp(email, { password });

    const answer = await call('POST', '/api/auth/login', { body: { email, password } });

    expect(answer).toMatchObject({ status: 401, body: { error: 'Invalid email or password.' } });
    expect(answer.sessionCookie).toBeUndefined();
  });

  it('gives an unknown address and a wrong password the same 401', async () => {
    const { email } = await verifiedMember('same-answer');

    const wrongPassword = await call('POST', '/api/auth/login', {
      body: { email, password: 'wrong password' },
    });
    const unknown = await call('POST', '/api/auth/login', { body: { email: newEmail('ghost'), password } });

    expect(wrongPassword).toMatchObject({ status: 401, body: { error: 'Invalid email or password.' } });
    expect(unknown).toMatchObject({ status: 401, body: { error: 'Invalid email or password.' } });
  });

  it('answers the eleventh wrong password from one address with 429 and Retry-After; the member signs in from another', async () => {
    const { email } = await verifiedMember('locked');
    const attacker = newIp();
    const statuses = [];
    let last: Answer | undefined;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      last = await call('POST', '/api/auth/login', {
        body: { email, password: 'wrong password' },
        ip: attacker,
      });
      statuses.push(last.status);
    }

    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await call('POST', '/api/auth/login', { body: { email, password }, ip: attacker })).status).toBe(
      429,
    );
    expect((await call('POST', '/api/auth/login', { body: { email, password } })).status).toBe(200);
  });

  it('limits wrong passwords per client IP across accounts', async () => {
    const ip = newIp();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      await call('POST', '/api/auth/login', { body: { email: newEmail('spray'), password }, ip });
    }

    expect(
      (await call('POST', '/api/auth/login', { body: { email: newEmail('spray'), password }, ip })).status,
    ).toBe(429);
  });

  it('refuses a cross-origin POST with 403 and allows the own origin', async () => {
    const email = newEmail('cross');

    const foreign = await call('POST', '/api/users', {
      body: { email, firstName: 'Eve', lastName: 'Evil', membershipTier: 'explorer' },
      headers: { origin: 'https://evil.example' },
    });
    const own = await call('POST', '/api/auth/login', {
      body: { email, password },
      headers: { origin: server.url },
    });

    expect(foreign).toMatchObject({ status: 403, body: { error: 'Cross-origin request refused' } });
    expect(own.status).toBe(401);
  });
});

describe('the admin user list', () => {
  it('answers 401 without a session and 403 to a member who is not an admin', async () => {
    const member = await verifiedMember('not-admin');

    expect((await call('GET', '/api/admin/users')).status).toBe(401);
    expect(await call('GET', '/api/admin/users', { cookie: member.cookie })).toMatchObject({
      status: 403,
      body: { error: 'Admin access required' },
    });
    expect(
      (
        await call('PATCH', `/api/admin/users/${member.id}`, {
          body: { membershipStatus: 'inactive' },
          cookie: member.cookie,
        })
      ).status,
    ).toBe(403);
  });

  it('lists every member to the admin made from ADMIN_EMAIL, with the admin fields and no secret', async () => {
    const member = await verifiedMember('listed');
    const login = await call('POST', '/api/auth/login', { body: admin });
    expect(login).toMatchObject({ status: 200, body: { email: admin.email, isAdmin: true } });

    const list = await call('GET', '/api/admin/users', { cookie: login.sessionCookie });

    expect(list.status).toBe(200);
    const users = list.body as unknown as Record<string, unknown>[];
    const listed = users.find((user) => user.id === member.id)!;
    for (const field of [
      'id',
      'firstName',
      'lastName',
      'email',
      'organization',
      'position',
      'phone',
      'membershipTier',
      'membershipStatus',
      'paymentStatus',
      'isAdmin',
      'createdAt',
    ]) {
      expect(listed).toHaveProperty(field);
    }
    expect(users.some((user) => user.email === admin.email && user.isAdmin === true)).toBe(true);
    expect(JSON.stringify(users)).not.toMatch(/passwordHash|codeHash|tokenHash/);
  });

  it("sets a member inactive, which ends the member's sessions at once", async () => {
    const member = await verifiedMember('deactivated');
    const adminCookie = (await call('POST', '/api/auth/login', { body: admin })).sessionCookie;
    expect((await call('GET', '/api/auth/me', { cookie: member.cookie })).status).toBe(200);

    const patched = await call('PATCH', `/api/admin/users/${member.id}`, {
      body: { membershipStatus: 'inactive' },
      cookie: adminCookie,
    });

    expect(patched).toMatchObject({ status: 200, body: { id: member.id, membershipStatus: 'inactive' } });
    expect((await call('GET', '/api/auth/me', { cookie: member.cookie })).status).toBe(401);
    expect(
      (
        await call('PATCH', `/api/admin/users/${member.id}`, {
          body: { membershipStatus: 'gone' },
          cookie: adminCookie,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('PATCH', '/api/admin/users/not-an-id', {
          body: { membershipStatus: 'active' },
          cookie: adminCookie,
        })
      ).status,
    ).toBe(404);
  });
});
