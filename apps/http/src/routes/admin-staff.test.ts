import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '@commons/http/testing/test-app';
import { CookieJar } from '@commons/http/testing/cookie-jar';
import { latestSignInCode, waitForMail } from '@commons/http/testing/outbox';

let app: TestApp;
let owner: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.signIn({ staffRole: 'owner' });
  admin = await app.signIn({ staffRole: 'admin' });
}, 60_000);
afterAll(() => app?.stop());

interface StaffLine {
  id: string;
  email: string;
  name: string;
  role: string;
  accepted: boolean;
}

async function staffList(cookie = owner.cookie): Promise<StaffLine[]> {
  return (await app.request('GET', '/api/admin/staff', { cookie })).body as StaffLine[];
}

describe('the staff API', () => {
  it('invites a new address by e-mail; a sign-in code accepts the invitation', async () => {
    const email = `editor-${crypto.randomUUID()}@example.org`;

    const invited = await app.request('POST', '/api/admin/staff', {
      cookie: owner.cookie,
      body: { email, role: 'editor', name: 'Eda van Dijk' },
    });

    expect(invited.status).toBe(201);
    const mail = await waitForMail(app.dataDir, email);
    expect(mail.subject).toMatch(/invited/);
    expect(mail.raw.replace(/=\n/g, '')).toContain('/login/code?email=3D');
    expect((await staffList()).find((line) => line.email === email)).toMatchObject({
      role: 'editor',
      name: 'Eda van Dijk',
      accepted: false,
    });

    const browser = new CookieJar();
    browser.keep(await app.request('POST', '/api/auth/sign-in-code', { body: { email } }));
    const code = await latestSignInCode(app.dataDir, email);
    const signedIn = await app.request('POST', '/api/auth/sign-in-code/verify', {
      cookie: browser.header,
      body: { email, code },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ staffRole: 'editor' });
    expect((await staffList()).find((line) => line.email === email)).toMatchObject({ accepted: true });
  });

  it('changes a role and removes someone from the staff, each in the audit log', async () => {
    const author = await app.signIn({ staffRole: 'author' });

    const changed = await app.request('PATCH', `/api/admin/staff/${author.member.id}`, {
      cookie: admin.cookie,
      body: { role: 'editor' },
    });
    const removed = await app.request('PATCH', `/api/admin/staff/${author.member.id}`, {
      cookie: admin.cookie,
      body: { role: null },
    });

    expect([changed.status, removed.status]).toEqual([200, 200]);
    expect((await staffList()).some((line) => line.id === author.member.id)).toBe(false);
    const audit = await app.request('GET', `/api/admin/audit?subjectId=${author.member.id}`, {
      cookie: owner.cookie,
    });
    expect((audit.body as { summary: string }[]).map((entry) => entry.summary)).toEqual([
      `${author.member.email}: editor → no role`,
      `${author.member.email}: author → editor`,
    ]);
  });

  it('keeps the owner from admins: no demotion, no removal, no raise to owner', async () => {
    for (const body of [{ role: 'admin' }, { role: null }]) {
      const response = await app.request('PATCH', `/api/admin/staff/${owner.member.id}`, {
        cookie: admin.cookie,
        body,
      });
      expect(response.status).toBe(403);
    }
    const raise = await app.request('PATCH', `/api/admin/staff/${admin.member.id}`, {
      cookie: admin.cookie,
      body: { role: 'owner' },
    });
    expect(raise.status).toBe(403);
    expect((await staffList())[0]).toMatchObject({ id: owner.member.id, role: 'owner' });
  });

  it('refuses an unknown role in words', async () => {
    const response = await app.request('POST', '/api/admin/staff', {
      cookie: owner.cookie,
      body: { email: 'someone@example.org', role: 'emperor' },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toMatch(/Choose a role/);
  });
});
