/**
 * Accepting an F100 application over the real server: the applicant's member gets f100 with the
 * admin in the history; an applicant with no account is invited by e-mail and gets f100 once they
 * sign up and verify their address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '@commons/http/testing/outbox';
import { postJson, registerMember } from '../support/members.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const admin = { email: 'f100-admin@commons.test', password: 'admin password 42' };
const reason = 'F100 application accepted';

let server: TestServer;
let adminCookie: string;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
  const login = await postJson(server, '/api/auth/login', admin);
  expect(login.status).toBe(200);
  adminCookie = login.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
});
afterAll(() => server?.stop());

async function asAdmin(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: server.url, cookie: adminCookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** Applies on the public form and returns the application's id in the staff's inbox. */
async function apply(email: string): Promise<string> {
  const applied = await postJson(server, '/api/f100', {
    firstName: 'Amina',
    lastName: 'Okafor',
    email,
    organization: 'Lagos Fintech Labs',
    position: 'Chief Innovation Officer',
    sector: 'Finance',
    experience: 'Twelve years building digital payment products.',
    leadership: 'Led a 40-person venture team.',
    innovation: 'An agent-banking network.',
    vision: 'Corporate balance sheets as launchpads for founders.',
  });
  expect(applied.status).toBe(201);
  const inbox = await asAdmin('GET', '/api/admin/submissions?type=f100&limit=500');
  const found = (inbox.body as { id: string; email: string }[]).find((s) => s.email === email);
  expect(found).toBeDefined();
  return found!.id;
}

interface Detail {
  id: string;
  membershipTier: string;
  history: { kind: string; to: string | null; reason: string; actor: { email: string | null } }[];
}

async function memberByEmail(email: string): Promise<Detail> {
  const listed = await asAdmin('GET', `/api/admin/users?q=${encodeURIComponent(email)}`);
  const [member] = listed.body as { id: string }[];
  expect(member).toBeDefined();
  return (await asAdmin('GET', `/api/admin/users/${member!.id}`)).body as Detail;
}

const tierGrant = (detail: Detail) =>
  detail.history.find((entry) => entry.kind === 'membershipTier' && entry.to === 'f100');

describe('accepting an F100 application', () => {
  it("grants f100 to the applicant's member, with the admin and the reason in the history", async () => {
    const email = 'f100-member@example.org';
    await registerMember(server, {
      email,
      password: 'member password 42',
      firstName: 'Amina',
      lastName: 'Okafor',
    });
    const id = await apply(email);

    const accepted = await asAdmin('PATCH', `/api/admin/submissions/${id}`, { state: 'accepted' });

    expect(accepted.status).toBe(200);
    expect((accepted.body as { state: string }).state).toBe('accepted');
    const detail = await memberByEmail(email);
    expect(detail.membershipTier).toBe('f100');
    expect(tierGrant(detail)).toMatchObject({ reason, actor: { email: admin.email } });
  });

  it('invites an applicant with no account, and grants f100 once they sign up and verify', async () => {
    const email = 'f100-newcomer@example.org';
    const id = await apply(email);

    const accepted = await asAdmin('PATCH', `/api/admin/submissions/${id}`, { state: 'accepted' });

    expect(accepted.status).toBe(200);
    const history = (accepted.body as { history: { action: string }[] }).history.map((entry) => entry.action);
    expect(history).toContain('submission.f100-invited');
    await expect
      .poll(async () => (await mailsTo(server.dataDir, email)).map((mail) => mail.subject))
      .toContainEqual(expect.stringContaining('Your F100 application is accepted'));

    await registerMember(server, {
      email,
      password: 'newcomer password 42',
      firstName: 'Amina',
      lastName: 'Okafor',
    });

    const detail = await memberByEmail(email);
    expect(detail.membershipTier).toBe('f100');
    expect(tierGrant(detail)).toMatchObject({ reason, actor: { email: admin.email } });
  });
});
