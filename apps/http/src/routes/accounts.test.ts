/**
 * The account lifecycle over HTTP in the whole app (every middleware, the real container, the
 * .eml outbox): sign-up without a password, verification, choosing a password, the pre-registration
 * takeover, sign-in by e-mailed code, limits that stop attackers and not members, and inactive
 * members locked out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountTokens, InfrastructureTokens } from '@commons/container';
import { CookieJar } from '../testing/cookie-jar.ts';
import { latestCode, latestSignInCode, mailsTo } from '../testing/outbox.ts';
import type { TestResponse } from '../testing/request.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const admin = { email: 'accounts-admin@commons.test', password: 'admin password 42' };
const password = 'correct horse battery';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
});
afterAll(() => app?.stop());

let sequence = 0;
const newEmail = (label: string) => `${label}-${++sequence}@example.org`;
/** A client address of its own per caller: limits of one test stay out of the next. */
const newIp = () => `192.0.2.${++sequence}`;

/** A request from its own client address unless told; from `browser`, with its cookies kept. */
async function call(
  method: string,
  path: string,
  {
    body,
    cookie,
    ip = newIp(),
    browser,
  }: { body?: unknown; cookie?: string; ip?: string; browser?: CookieJar } = {},
): Promise<TestResponse> {
  const answer = await app.request(method, path, {
    body,
    cookie: cookie ?? browser?.header,
    headers: { 'x-forwarded-for': ip },
  });
  return browser ? browser.keep(answer) : answer;
}

/** The spec's sign-up body (section 7): no password. */
const signUpBody = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  firstName: 'Ada',
  lastName: 'Obi',
  membershipTier: 'explorer',
  membershipStatus: 'pending',
  paymentStatus: 'paid',
  ...extra,
});

async function verified(email: string): Promise<TestResponse> {
  return call('POST', '/api/auth/verify-email', {
    body: { email, code: await latestCode(app.dataDir, email) },
  });
}

/** Sign-up, the code from the outbox, verification (signed in), then a password. */
async function memberWithPassword(label: string) {
  const email = newEmail(label);
  expect((await call('POST', '/api/users', { body: signUpBody(email) })).status).toBe(201);
  const { sessionCookie: cookie, body } = await verified(email);
  expect((await call('PUT', '/api/auth/password', { body: { newPassword: password }, cookie })).status).toBe(
    200,
  );
  return { email, cookie: cookie!, id: (body as { id: string }).id };
}

const login = (email: string, secret: string, ip?: string) =>
  call('POST', '/api/auth/login', { body: { email, password: secret }, ip });

describe('sign-up as the spec calls it, then a password', () => {
  it('answers 201 without a password, mails a code that verifies and signs in, and a chosen password then logs in', async () => {
    const email = newEmail('spec');

    const created = await call('POST', '/api/users', { body: signUpBody(email) });
    expect(created).toMatchObject({ status: 201, body: { email, emailVerified: false, hasPassword: false } });
    const check = await verified(email);
    expect(check).toMatchObject({ status: 200, body: { email, emailVerified: true, hasPassword: false } });
    expect((await mailsTo(app.dataDir, email)).map((mail) => mail.subject)).toContain(
      'Welcome to Innovation Commons',
    );
    expect((await login(email, password)).status).toBe(401);

    const chosen = await call('PUT', '/api/auth/password', {
      body: { newPassword: password },
      cookie: check.sessionCookie,
    });
    expect(chosen).toMatchObject({ status: 200, body: { hasPassword: true } });
    expect((await mailsTo(app.dataDir, email)).at(-1)?.subject).toBe('Your password was changed');

    const signedIn = await login(email, password);
    expect(signedIn).toMatchObject({ status: 200, body: { email } });
    expect(signedIn.sessionCookie).toBeDefined();
  });

  it("refuses a stranger's password after you verify: the pre-registration takeover is gone", async () => {
    const email = newEmail('takeover');
    const strangerPassword = 'stranger owns this 1';
    const stranger = await call('POST', '/api/users', {
      body: signUpBody(email, { firstName: 'Eve', password: strangerPassword }),
    });
    expect(stranger.status).toBe(201);

    expect((await verified(email)).status).toBe(200);

    expect(await login(email, strangerPassword)).toMatchObject({
      status: 401,
      body: { error: 'Invalid email or password.' },
    });
  });

  it('replaces a still unverified registration with the same answer, and keeps 409 for a verified address', async () => {
    const email = newEmail('again');
    const first = await call('POST', '/api/users', { body: signUpBody(email, { firstName: 'Eve' }) });
    const second = await call('POST', '/api/users', { body: signUpBody(email) });
    expect(second.status).toBe(first.status);
    expect(Object.keys(second.body as object).sort()).toEqual(Object.keys(first.body as object).sort());
    expect(second.body).toMatchObject({ firstName: 'Ada' });

    expect((await verified(email)).status).toBe(200);
    expect(await call('POST', '/api/users', { body: signUpBody(email) })).toMatchObject({
      status: 409,
      body: { error: 'An account with this email already exists' },
    });
  });

  it('answers concurrent sign-ups of one unverified address alike, keeping one registration', async () => {
    const email = newEmail('together');
    const answers = await Promise.all(
      ['192.0.2.201', '192.0.2.202', '192.0.2.203', '192.0.2.204'].map((ip) =>
        call('POST', '/api/users', { body: signUpBody(email), ip }),
      ),
    );
    expect(answers.map(({ status }) => status)).toEqual([201, 201, 201, 201]);
    expect((await verified(email)).status).toBe(200);
  });

  it('asks for 8 to 128 characters, not a common password, and the current one once set, in words', async () => {
    const { cookie } = await memberWithPassword('rules');
    const put = (body: unknown) => call('PUT', '/api/auth/password', { body, cookie });

    expect(await put({ newPassword: 'short' })).toMatchObject({
      status: 400,
      body: { error: 'Password must be at least 8 characters' },
    });
    expect(await put({ newPassword: 'iloveyou' })).toMatchObject({
      status: 400,
      body: { error: 'This password is too common. Please choose a less common one.' },
    });
    expect(
      (await call('PUT', '/api/auth/password', { body: { newPassword: 'a fine new phrase' } })).status,
    ).toBe(401);
  });

  it("answers sign-up validation failures with the spec's words, field by field", async () => {
    const answer = await call('POST', '/api/users', {
      body: signUpBody(newEmail('invalid'), { firstName: 'A', lastName: 'B' }),
    });

    expect(answer).toMatchObject({
      status: 400,
      body: {
        error: 'First name must be at least 2 characters',
        fields: {
          firstName: 'First name must be at least 2 characters',
          lastName: 'Last name must be at least 2 characters',
        },
      },
    });
  });

  it('refuses a wrong or spent verification code in words, and burns the code after five wrong guesses', async () => {
    const spent = newEmail('spent');
    await call('POST', '/api/users', { body: signUpBody(spent) });
    const code = await latestCode(app.dataDir, spent);
    const wrongCode = code === '000000' ? '000001' : '000000';
    const invalid = { status: 400, body: { error: 'Invalid or expired verification code.' } };
    expect(
      await call('POST', '/api/auth/verify-email', { body: { email: spent, code: wrongCode } }),
    ).toMatchObject(invalid);
    expect((await call('POST', '/api/auth/verify-email', { body: { email: spent, code } })).status).toBe(200);
    expect(await call('POST', '/api/auth/verify-email', { body: { email: spent, code } })).toMatchObject(
      invalid,
    );

    const burned = newEmail('burn');
    await call('POST', '/api/users', { body: signUpBody(burned) });
    const burnedCode = await latestCode(app.dataDir, burned);
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const guess = burnedCode === '000000' ? '000001' : '000000';
      statuses.push(
        (await call('POST', '/api/auth/verify-email', { body: { email: burned, code: guess } })).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    expect(
      await call('POST', '/api/auth/verify-email', { body: { email: burned, code: burnedCode } }),
    ).toMatchObject({ status: 429, body: { error: 'Too many attempts. Please request a new code.' } });
  });

  it('answers /api/auth/me uncached, and ends the session at logout with an expired cookie', async () => {
    const { cookie } = await memberWithPassword('logout');
    const me = await call('GET', '/api/auth/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');

    const logout = await call('POST', '/api/auth/logout', { cookie });

    expect(logout.status).toBe(204);
    expect(logout.headers.getSetCookie()[0]).toMatch(/^commons_session=;.*expires=Thu, 01 Jan 1970/);
    expect((await call('GET', '/api/auth/me', { cookie })).status).toBe(401);
  });

  it("keeps the login form's 6-character message", async () => {
    expect(await login(newEmail('six'), '12345')).toMatchObject({
      status: 400,
      body: { error: 'Password must be at least 6 characters' },
    });
  });
});

describe('sign-in by e-mailed code', () => {
  it('answers an unknown address exactly as a known one', async () => {
    const { email } = await memberWithPassword('known');

    const known = await call('POST', '/api/auth/sign-in-code', { body: { email } });
    const unknown = await call('POST', '/api/auth/sign-in-code', { body: { email: newEmail('nobody') } });

    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect((await mailsTo(app.dataDir, email)).at(-1)?.subject).toMatch(/^\d{6} is your sign-in code$/);
  });

  it('signs in with the code; after five wrong tries even the right code is refused', async () => {
    const { email } = await memberWithPassword('code');
    const browser = new CookieJar();
    await call('POST', '/api/auth/sign-in-code', { body: { email }, browser });
    const code = await latestSignInCode(app.dataDir, email);
    const wrong = code === '000000' ? '000001' : '000000';

    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push(
        (await call('POST', '/api/auth/sign-in-code/verify', { body: { email, code: wrong }, browser }))
          .status,
      );
    }
    const right = await call('POST', '/api/auth/sign-in-code/verify', { body: { email, code }, browser });

    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    expect(right).toMatchObject({
      status: 429,
      body: { error: 'Too many attempts. Please request a new code.' },
    });
  });

  it('gives the user and a session cookie for the right code, and lets a forgotten password be replaced', async () => {
    const { email } = await memberWithPassword('forgot');
    const browser = new CookieJar();
    await call('POST', '/api/auth/sign-in-code', { body: { email }, browser });

    const signedIn = await call('POST', '/api/auth/sign-in-code/verify', {
      body: { email, code: await latestSignInCode(app.dataDir, email) },
      browser,
    });
    expect(signedIn).toMatchObject({ status: 200, body: { email } });
    expect((await call('GET', '/api/auth/me', { cookie: signedIn.sessionCookie })).status).toBe(200);

    const renewed = await call('PUT', '/api/auth/password', {
      body: { newPassword: 'remembered at last' },
      cookie: signedIn.sessionCookie,
    });
    expect(renewed.status).toBe(200);
    expect((await login(email, 'remembered at last')).status).toBe(200);
  });
});

describe('limits that stop attackers, not members', () => {
  it('ten wrong passwords for the admin from one IP; the admin then signs in from another IP', async () => {
    const attacker = newIp();
    const statuses = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push((await login(admin.email, 'wrong password', attacker)).status);
    }

    expect(statuses).toEqual(Array(10).fill(401));
    const locked = await login(admin.email, admin.password, attacker);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await login(admin.email, admin.password, newIp())).toMatchObject({
      status: 200,
      body: { staffRole: 'owner' },
    });
  });

  it('lets twelve members behind one NAT all sign in', async () => {
    const members = [];
    for (let index = 0; index < 12; index += 1) members.push(await memberWithPassword(`nat${index}`));
    const nat = newIp();

    const statuses = [];
    for (const member of members) statuses.push((await login(member.email, password, nat)).status);

    expect(statuses).toEqual(Array(12).fill(200));
  });

  it('answers a resend for an unknown address as for a known one, with a five-minute expiry', async () => {
    const unknown = await call('POST', '/api/auth/resend-verification', {
      body: { email: newEmail('nobody') },
    });

    expect(unknown).toMatchObject({ status: 200, body: { ok: true, codeExpiresAt: expect.any(String) } });
    const secondsLeft =
      (Date.parse(String((unknown.body as { codeExpiresAt: string }).codeExpiresAt)) - Date.now()) / 1000;
    expect(secondsLeft).toBeGreaterThan(290);
    expect(secondsLeft).toBeLessThanOrEqual(300);
  });

  it('spends no allowance on a refused resend', async () => {
    const email = newEmail('resend');
    await call('POST', '/api/users', { body: signUpBody(email) });

    const refused = await call('POST', '/api/auth/resend-verification', { body: { email } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('a lock-out attack: strangers spend every allowance they can, the member still signs in', () => {
  it('keeps the known device and the code routes open to the member, and refuses the strangers', async () => {
    const { email } = await memberWithPassword('target');
    const laptop = new CookieJar();
    const first = await call('POST', '/api/auth/login', { body: { email, password }, browser: laptop });
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie().find((cookie) => cookie.startsWith('commons_device='))).toMatch(
      /; path=\/api\/auth; expires=.*; samesite=strict; httponly$/,
    );

    // 50 wrong passwords from 5 addresses: the account's ceiling for unknown browsers.
    const statuses = [];
    for (let address = 0; address < 5; address += 1) {
      const ip = newIp();
      for (let attempt = 0; attempt < 10; attempt += 1)
        statuses.push((await login(email, 'wrong guess', ip)).status);
    }
    expect(statuses).toEqual(Array(50).fill(401));
    const unknownBrowser = await login(email, password);
    expect(unknownBrowser).toMatchObject({
      status: 429,
      body: {
        error: 'Too many failed sign-ins for this account. Please sign in with a code sent to your email.',
      },
    });
    expect(Number(unknownBrowser.headers.get('retry-after'))).toBeGreaterThan(3000);

    // A code asked for by a stranger, burned at once from the stranger's browser.
    const stranger = new CookieJar();
    const asked = await call('POST', '/api/auth/sign-in-code', { body: { email }, browser: stranger });
    expect(asked.status).toBe(202);
    expect(asked.headers.getSetCookie()[0]).toMatch(
      /^commons_code_request=.*; path=\/api\/auth\/sign-in-code; expires=.*; samesite=strict; httponly$/,
    );
    const guesses = [];
    for (let guess = 0; guess < 5; guess += 1) {
      guesses.push(
        (
          await call('POST', '/api/auth/sign-in-code/verify', {
            body: { email, code: '99999' + guess },
            browser: stranger,
          })
        ).status,
      );
    }
    expect(guesses).toEqual([400, 400, 400, 400, 429]);

    // Any browser waits out the address's minute at most; the laptop gets its code at once.
    const elsewhere = await call('POST', '/api/auth/sign-in-code', { body: { email } });
    expect(elsewhere.status).toBe(429);
    expect(Number(elsewhere.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await call('POST', '/api/auth/sign-in-code', { body: { email }, browser: laptop })).status).toBe(
      202,
    );
    const code = await latestSignInCode(app.dataDir, email);
    for (let guess = 0; guess < 5; guess += 1) {
      await call('POST', '/api/auth/sign-in-code/verify', {
        body: { email, code: '99998' + guess },
        browser: stranger,
      });
    }
    const byCode = await call('POST', '/api/auth/sign-in-code/verify', {
      body: { email, code },
      browser: laptop,
    });
    expect(byCode).toMatchObject({ status: 200, body: { email } });

    const byPassword = await call('POST', '/api/auth/login', { body: { email, password }, browser: laptop });
    expect(byPassword).toMatchObject({ status: 200, body: { email } });
    expect(await login(email, password)).toMatchObject({ status: 429 });
  });
});

describe('inactive means locked out', () => {
  it('answers 403 on password and code sign-in and ends the sessions at once; a password change ends other sessions', async () => {
    const member = await memberWithPassword('inactive');
    const elsewhere = (await login(member.email, password)).sessionCookie!;

    const changed = await call('PUT', '/api/auth/password', {
      body: { currentPassword: password, newPassword: 'another fine phrase' },
      cookie: member.cookie,
    });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/api/auth/me', { cookie: elsewhere })).status).toBe(401);
    expect((await call('GET', '/api/auth/me', { cookie: member.cookie })).status).toBe(200);

    // A code asked for while still active: going inactive makes it useless too.
    const browser = new CookieJar();
    await call('POST', '/api/auth/sign-in-code', { body: { email: member.email }, browser });
    const code = await latestSignInCode(app.dataDir, member.email);
    const adminCookie = (await login(admin.email, admin.password)).sessionCookie;
    const patched = await call('PATCH', `/api/admin/users/${member.id}`, {
      body: { membershipStatus: 'inactive' },
      cookie: adminCookie,
    });
    expect(patched.status).toBe(200);
    expect((await call('GET', '/api/auth/me', { cookie: member.cookie })).status).toBe(401);

    const inactive = { status: 403, body: { error: 'This account is inactive. Please contact support.' } };
    expect(await login(member.email, 'another fine phrase')).toMatchObject(inactive);
    expect(
      await call('POST', '/api/auth/sign-in-code/verify', { body: { email: member.email, code }, browser }),
    ).toMatchObject(inactive);
  });

  it('still signs in an unpaid member', async () => {
    const member = await memberWithPassword('unpaid');
    await app.inScope(() =>
      app.container.resolve(AccountTokens.MemberRepository).update(member.id, { paymentStatus: 'unpaid' }),
    );

    expect((await login(member.email, password)).status).toBe(200);
  });
});

describe('housekeeping', () => {
  it('purges registrations left unverified for 7 days, so the address can sign up afresh', async () => {
    const email = newEmail('stale');
    await call('POST', '/api/users', { body: signUpBody(email) });
    const clock = app.container.resolve(InfrastructureTokens.Clock);
    const purge = app.container.resolve(AccountTokens.purgeExpired);
    const members = app.container.resolve(AccountTokens.MemberRepository);

    const purged = await app.inScope(() =>
      members.deleteUnverifiedCreatedBefore(new Date(clock.now().getTime() + 8 * 24 * 3600 * 1000)),
    );
    expect(purged).toBeGreaterThanOrEqual(1);
    expect(await app.inScope(() => members.findByEmail(email))).toBeNull();
    expect((await app.inScope(() => purge())).unverifiedRegistrations).toBeGreaterThanOrEqual(0);
  });
});
