/**
 * The member import over HTTP: the CSV file is the body (text/csv); a dry run reports and changes
 * nothing; the import creates and updates on the e-mail, and a second run changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let server: TestApp;
let adminCookie: string;
let memberCookie: string;

const file = [
  'email,firstName,lastName,organization,position,phone,tier,status',
  'imported-one@example.org,Ngozi,Eze,"Delta Labs, Ltd",CTO,,builder,active',
  'imported-two@example.org,Tunde,Bakare,,,+234 800 000 0000,explorer,pending',
  'not-an-address,T,Bakare,,,,platinum,active',
].join('\n');

const upload = (query: string, body: string, cookie = adminCookie, type = 'text/csv') =>
  server.request('POST', `/api/admin/members/import${query}`, {
    body,
    cookie,
    headers: { 'content-type': type },
  });

beforeAll(async () => {
  server = await startTestApp();
  adminCookie = (await server.signIn({ staffRole: 'admin', email: 'import-admin@commons.test' })).cookie;
  memberCookie = (await server.signIn({ email: 'import-member@commons.test' })).cookie;
});
afterAll(() => server?.stop());

const listed = async (email: string) =>
  (await server.request('GET', `/api/admin/users?q=${email}`, { cookie: adminCookie })).body as {
    email: string;
    membershipTier: string;
    membershipStatus: string;
    organization: string | null;
  }[];

describe('POST /api/admin/members/import', () => {
  it('dry-runs with per-row errors and counts, then imports, then changes nothing on a second run', async () => {
    const errors = [
      { row: 4, field: 'email', message: 'Please enter a valid email address' },
      { row: 4, field: 'firstName', message: 'First name must be at least 2 characters' },
      { row: 4, field: 'tier', message: 'Please select a valid membership tier.' },
    ];

    const dryRun = await upload('?dryRun=true', file);
    expect(dryRun).toMatchObject({
      status: 200,
      body: { dryRun: true, created: 2, updated: 0, unchanged: 0, errors },
    });
    expect(await listed('imported-one@example.org')).toEqual([]);

    const imported = await upload('', file);
    expect(imported.body).toEqual({ dryRun: false, created: 2, updated: 0, unchanged: 0, errors });
    expect(await listed('imported-one@example.org')).toEqual([
      expect.objectContaining({
        membershipTier: 'builder',
        membershipStatus: 'active',
        organization: 'Delta Labs, Ltd',
      }),
    ]);

    const again = await upload('', file);
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });

  it('takes only a CSV body, and only from an admin', async () => {
    expect(await upload('', JSON.stringify({ rows: [] }), adminCookie, 'application/json')).toMatchObject({
      status: 400,
      body: { error: 'Send the CSV file as the body, with Content-Type text/csv' },
    });
    expect((await upload('', file, memberCookie)).status).toBe(403);
    expect((await upload('', file, '')).status).toBe(401);
  });
});
