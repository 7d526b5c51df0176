/**
 * The console's member API over HTTP: the spec's list with search, filters and paging, stat cards,
 * a member's detail with its history and sessions, and the admin's actions (grant, status, resend, sign-out).
 * Members sign up and verify with their code; the admin comes from ADMIN_EMAIL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, latestSignInCode } from '../testing/outbox.ts';
import type { TestResponse } from '../testing/request.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const admin = { email: 'console-admin@commons.test', password: 'admin password 42' };

let server: TestApp;
let adminCookie: string;
let adminId: string;
let ipSequence = 0;

function call(
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<TestResponse> {
  return server.request(method, path, {
    ...options,
    // Each call its own client address, so the account limits never get in the way.
    headers: { 'x-forwarded-for': `198.51.100.${(ipSequence++ % 250) + 1}` },
  });
}

const asAdmin = (method: string, path: string, body?: unknown) =>
  call(method, path, { body, cookie: adminCookie });

async function signedUp(name: string, fields: Record<string, unknown> = {}) {
  const email = `${name}@example.org`;
  const signUp = await call('POST', '/api/users', {
    body: {
      email,
      firstName: 'Ada',
      lastName: name,
      password: 'correct horse battery',
      membershipTier: 'explorer',
      ...fields,
    },
  });
  expect(signUp.status).toBe(201);
  return { email, id: (signUp.body as { id: string }).id };
}

async function verifiedMember(name: string, fields: Record<string, unknown> = {}) {
  const { email } = await signedUp(name, fields);
  const verified = await call('POST', '/api/auth/verify-email', {
    body: { email, code: await latestCode(server.dataDir, email) },
  });
  expect(verified.status).toBe(200);
  return { email, cookie: verified.sessionCookie!, id: (verified.body as { id: string }).id };
}

beforeAll(async () => {
  server = await startTestApp({ env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
  const login = await call('POST', '/api/auth/login', { body: admin });
  expect(login.status).toBe(200);
  adminCookie = login.sessionCookie!;
  adminId = (login.body as { id: string }).id;
});
afterAll(() => server?.stop());

describe('the console member list', () => {
  it('pages with limit and offset and counts every match in X-Total-Count', async () => {
    await signedUp('paging-one');
    await signedUp('paging-two');

    const all = await asAdmin('GET', '/api/admin/users');
    const page = await asAdmin('GET', '/api/admin/users?limit=2');
    const next = await asAdmin('GET', '/api/admin/users?limit=2&offset=2');

    expect(Array.isArray(all.body)).toBe(true);
    const total = Number(page.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(3);
    expect(all.body).toHaveLength(total);
    expect(page.body).toHaveLength(2);
    expect(Number(next.headers.get('x-total-count'))).toBe(total);
    expect((next.body as { id: string }[]).map((user) => user.id)).toEqual(
      (all.body as { id: string }[]).slice(2, 4).map((user) => user.id),
    );
  });

  it('finds a member by part of the e-mail and filters by tier (Explorer included), status and payment', async () => {
    const found = await signedUp('findable-zq7', { organization: 'Zq7 Labs' });

    const byEmail = await asAdmin('GET', '/api/admin/users?q=ABLE-ZQ');
    const explorers = await asAdmin(
      'GET',
      '/api/admin/users?tier=explorer&status=pending&payment=paid&q=zq7',
    );
    const leaders = await asAdmin('GET', '/api/admin/users?tier=leader&q=zq7');

    expect((byEmail.body as { id: string }[]).map((user) => user.id)).toEqual([found.id]);
    expect((explorers.body as { id: string }[]).map((user) => user.id)).toEqual([found.id]);
    expect(leaders.body).toEqual([]);
    expect(await asAdmin('GET', '/api/admin/users?limit=9999')).toMatchObject({
      status: 400,
      body: { error: 'Limit must be a whole number from 1 to 500' },
    });
  });

  it('counts the stat cards in the database', async () => {
    const stats = await asAdmin('GET', '/api/admin/users/stats');

    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({
      total: expect.any(Number),
      active: expect.any(Number),
      f100: expect.any(Number),
      pending: expect.any(Number),
    });
    expect((stats.body as { total: number }).total).toBe(
      Number((await asAdmin('GET', '/api/admin/users?limit=1')).headers.get('x-total-count')),
    );
  });
});

describe('a member detail and the admin actions', () => {
  it('grants f100 through PATCH { membershipTier } and shows the admin in the history', async () => {
    const member = await verifiedMember('granted');

    const granted = await asAdmin('PATCH', `/api/admin/users/${member.id}`, { membershipTier: 'f100' });
    const detail = await asAdmin('GET', `/api/admin/users/${member.id}`);

    expect(granted).toMatchObject({ status: 200, body: { membershipTier: 'f100', paymentStatus: 'paid' } });
    expect(detail.status).toBe(200);
    const { history } = detail.body as { history: Record<string, unknown>[] };
    expect(history.at(-1)).toMatchObject({
      kind: 'membershipTier',
      from: 'explorer',
      to: 'f100',
      actor: { kind: 'admin', id: adminId, email: admin.email },
    });
    expect(typeof history.at(-1)!.at).toBe('string');
    expect(JSON.stringify(detail.body)).not.toMatch(/passwordHash|codeHash/);
  });

  it('resends the verification code to an unverified member, and refuses a verified one', async () => {
    const unverified = await signedUp('resent');
    const verified = await verifiedMember('already-verified');

    expect((await asAdmin('POST', `/api/admin/users/${unverified.id}/resend-verification`)).status).toBe(204);
    expect(await asAdmin('POST', `/api/admin/users/${verified.id}/resend-verification`)).toMatchObject({
      status: 400,
      body: { error: 'This member has already verified their e-mail address' },
    });
  });

  it('mails a member a sign-in code and records the admin who sent it', async () => {
    const member = await verifiedMember('code-by-admin');

    expect((await asAdmin('POST', `/api/admin/users/${member.id}/sign-in-code`)).status).toBe(204);

    const code = await latestSignInCode(server.dataDir, member.email);
    expect(code).toMatch(/^\d{6}$/);
    const { history } = (await asAdmin('GET', `/api/admin/users/${member.id}`)).body as {
      history: { reason: string; actor: { id: string } }[];
    };
    expect(history.at(-1)).toMatchObject({ reason: 'sign-in-code-sent', actor: { id: adminId } });
  });

  it('signs a member out everywhere and records it', async () => {
    const member = await verifiedMember('signed-out');
    expect((await call('GET', '/api/auth/me', { cookie: member.cookie })).status).toBe(200);
    const before = await asAdmin('GET', `/api/admin/users/${member.id}`);
    expect(before.body).toMatchObject({
      sessions: [{ signedInWith: 'code', createdAt: expect.any(String), lastSeenAt: expect.any(String) }],
      subscription: null,
      subscriptions: [],
      payments: [],
      stripeCustomerId: null,
    });
    expect(JSON.stringify(before.body)).not.toMatch(/tokenHash/);

    const answer = await asAdmin('POST', `/api/admin/users/${member.id}/sign-out`);

    expect(answer).toMatchObject({ status: 200, body: { endedSessions: 1 } });
    expect((await call('GET', '/api/auth/me', { cookie: member.cookie })).status).toBe(401);
    const { history, sessions } = (await asAdmin('GET', `/api/admin/users/${member.id}`)).body as {
      history: { reason: string }[];
      sessions: unknown[];
    };
    expect(history.at(-1)).toMatchObject({ reason: 'signed-out-everywhere' });
    expect(sessions).toEqual([]);
  });

  it('answers 404 for an unknown member and 400 for an empty change or an unknown status', async () => {
    const member = await signedUp('unchanged');

    expect((await asAdmin('GET', '/api/admin/users/not-an-id')).status).toBe(404);
    expect(
      (await asAdmin('PATCH', '/api/admin/users/not-an-id', { membershipStatus: 'active' })).status,
    ).toBe(404);
    expect(
      (await asAdmin('PATCH', `/api/admin/users/${member.id}`, { membershipStatus: 'gone' })).status,
    ).toBe(400);
    expect(await asAdmin('PATCH', `/api/admin/users/${member.id}`, {})).toMatchObject({
      status: 400,
      body: { error: 'Please give a membershipStatus or a membershipTier' },
    });
  });

  it('answers 401 to a visitor and 403 to a member on every console call', async () => {
    const member = await verifiedMember('not-staff');
    const calls: [string, string][] = [
      ['GET', '/api/admin/users?limit=2'],
      ['GET', '/api/admin/users/stats'],
      ['GET', `/api/admin/users/${member.id}`],
      ['PATCH', `/api/admin/users/${member.id}`],
      ['POST', `/api/admin/users/${member.id}/resend-verification`],
      ['POST', `/api/admin/users/${member.id}/sign-out`],
      ['POST', `/api/admin/users/${member.id}/sign-in-code`],
    ];
    for (const [method, path] of calls) {
      const body = method === 'PATCH' ? { membershipTier: 'f100' } : undefined;
      expect((await call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await call(method, path, { body, cookie: member.cookie })).status, `${method} ${path}`).toBe(
        403,
      );
    }
  });
});
