/**
 * The ad server in the whole HTTP app, signed in through the API (login, sign-up and code): filling a slot, counting impressions and
 * clicks, the admin campaign API with its guards (no session, a member, a foreign adminUserId), and
 * the campaign rules.
 */
import { invalidCampaignChanges } from '@commons/core/ads/testing/invalid-campaign-changes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode } from '../testing/outbox.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const admin = { email: 'ads-admin@commons.test', password: 'admin password 42' };
const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const campaign = {
  name: 'Spring launch',
  slotId: 'dashboard-secondary',
  imageUrl: 'https://ads.example.com/spring.png',
  alt: 'Spring launch banner',
  clickUrl: 'https://sponsor.example.com/spring',
};

let server: TestApp;
let adminCookie: string;
let adminId: string;
let member: { cookie: string; id: string };

interface Answer {
  status: number;
  body: unknown;
  sessionCookie: string | undefined;
}

let ipSequence = 0;

async function call(
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; userAgent?: string } = {},
): Promise<Answer> {
  const { status, headers, body } = await server.request(method, path, {
    body: options.body,
    cookie: options.cookie,
    headers: {
      'user-agent': options.userAgent ?? browser,
      // Each call its own client address, so the account limits never get in the way.
      'x-forwarded-for': `203.0.113.${(ipSequence++ % 250) + 1}`,
    },
  });
  const setCookie = headers.getSetCookie().find((cookie) => cookie.startsWith('commons_session='));
  return { status, body, sessionCookie: setCookie?.split(';')[0] };
}

const asAdmin = (method: string, path: string, body?: unknown) =>
  call(method, path, { body, cookie: adminCookie });

async function createCampaign(fields: Record<string, unknown> = {}): Promise<{ id: string }> {
  const created = await asAdmin('POST', '/api/ads', { ...campaign, ...fields, adminUserId: adminId });
  expect(created.status).toBe(201);
  return created.body as { id: string };
}

beforeAll(async () => {
  server = await startTestApp({ env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
  const login = await call('POST', '/api/auth/login', { body: admin });
  expect(login.status).toBe(200);
  adminCookie = login.sessionCookie!;
  adminId = (login.body as { id: string }).id;

  const email = 'ads-member@example.org';
  const signUp = await call('POST', '/api/users', {
    body: {
      email,
      firstName: 'Ada',
      lastName: 'Obi',
      password: 'correct horse battery',
      membershipTier: 'explorer',
    },
  });
  expect(signUp.status).toBe(201);
  const verified = await call('POST', '/api/auth/verify-email', {
    body: { email, code: await latestCode(server.dataDir, email) },
  });
  expect(verified.status).toBe(200);
  member = { cookie: verified.sessionCookie!, id: (verified.body as { id: string }).id };
});
afterAll(() => server?.stop());

describe('the ad server over HTTP', () => {
  it('fills a slot, counts impressions and human clicks, and shows them to the admin', async () => {
    expect((await call('GET', '/api/ad-slot?slot=dashboard-secondary')).body).toEqual({ ad: null });
    const created = await createCampaign({ countries: ['NG'], weight: 5 });

    const filled = await call(
      'GET',
      '/api/ad-slot?slot=dashboard-secondary&tier=builder&sector=Acme&country=NG',
    );
    expect(filled).toMatchObject({
      status: 200,
      body: {
        ad: { id: created.id, imageUrl: campaign.imageUrl, clickUrl: campaign.clickUrl, alt: campaign.alt },
      },
    });
    expect((await call('GET', '/api/ad-slot?slot=dashboard-secondary&country=GH')).body).toEqual({
      ad: null,
    });

    // The shown ad's impression and click with its view token, and bare impressions (the spec's call).
    const body = { viewToken: (filled.body as { ad: { viewToken: string } }).ad.viewToken };
    expect((await call('POST', `/api/ads/${created.id}/impression`, { body })).status).toBe(204);
    const impressions = await Promise.all(
      Array.from({ length: 39 }, () => call('POST', `/api/ads/${created.id}/impression`)),
    );
    expect(impressions.every((answer) => answer.status === 204)).toBe(true);
    expect((await call('POST', `/api/ads/${created.id}/click`, { body })).status).toBe(204);
    // Answered alike, counted not: a click without a token, and a crawler's.
    expect((await call('POST', `/api/ads/${created.id}/click`)).status).toBe(204);
    expect(
      (await call('POST', `/api/ads/${created.id}/click`, { body, userAgent: 'Googlebot/2.1' })).status,
    ).toBe(204);

    const listed = await asAdmin('GET', `/api/ads?adminUserId=${adminId}`);
    expect(listed.status).toBe(200);
    expect(listed.body).toContainEqual(
      expect.objectContaining({ id: created.id, impressions: 40, clicks: 1, ctr: 2.5, weight: 5 }),
    );
    const today = new Date().toISOString().slice(0, 10);
    expect((await asAdmin('GET', `/api/ads/${created.id}/stats?from=${today}&to=${today}`)).body).toEqual({
      campaignId: created.id,
      from: today,
      to: today,
      days: [{ day: today, impressions: 40, clicks: 1, filtered: 2 }],
    });
  });

  it('takes a paused or deleted campaign out of its slot at once', async () => {
    const created = await createCampaign({ slotId: 'dashboard-footer' });
    expect((await call('GET', '/api/ad-slot?slot=dashboard-footer')).body).toMatchObject({
      ad: { id: created.id },
    });

    expect(
      (await asAdmin('PATCH', `/api/ads/${created.id}`, { status: 'paused', adminUserId: adminId })).status,
    ).toBe(200);
    expect((await call('GET', '/api/ad-slot?slot=dashboard-footer')).body).toEqual({ ad: null });

    expect((await asAdmin('PATCH', `/api/ads/${created.id}`, { status: 'active' })).status).toBe(200);
    expect((await call('GET', '/api/ad-slot?slot=dashboard-footer')).body).toMatchObject({
      ad: { id: created.id },
    });
    expect((await asAdmin('DELETE', `/api/ads/${created.id}`, { adminUserId: adminId })).status).toBe(204);
    expect((await call('GET', '/api/ad-slot?slot=dashboard-footer')).body).toEqual({ ad: null });
    expect((await asAdmin('DELETE', `/api/ads/${created.id}`)).status).toBe(404);
  });

  it('lists a campaign whose start is ahead as scheduled, serving nothing from it until then', async () => {
    const later = await createCampaign({
      slotId: 'dashboard-community',
      startAt: '2099-01-01T00:00:00.000Z',
    });
    const running = await createCampaign({ slotId: 'dashboard-secondary' });

    const listed = (await asAdmin('GET', '/api/ads')).body as { id: string; status: string; state: string }[];

    expect(listed.find((entry) => entry.id === later.id)).toMatchObject({
      status: 'active',
      state: 'scheduled',
    });
    expect(listed.find((entry) => entry.id === running.id)).toMatchObject({ state: 'active' });
    expect((await call('GET', '/api/ad-slot?slot=dashboard-community')).body).toEqual({ ad: null });
  });

  it('answers 400 for a missing or unknown slot and 404 for events of unknown campaigns', async () => {
    expect(await call('GET', '/api/ad-slot')).toMatchObject({
      status: 400,
      body: { error: 'Ad slot is required' },
    });
    expect(await call('GET', '/api/ad-slot?slot=sidebar')).toMatchObject({
      status: 400,
      body: { error: 'Unknown ad slot' },
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await call('POST', `/api/ads/${id}/impression`)).status).toBe(404);
      expect((await call('POST', `/api/ads/${id}/click`)).status).toBe(404);
    }
  });

  it('answers 401 without a session and 403 to a member on every admin call', async () => {
    const created = await createCampaign();
    const adminCalls: [string, string, unknown?][] = [
      ['GET', '/api/ads'],
      ['POST', '/api/ads', campaign],
      ['PATCH', `/api/ads/${created.id}`, { weight: 9 }],
      ['DELETE', `/api/ads/${created.id}`],
      ['GET', `/api/ads/${created.id}/stats`],
    ];
    for (const [method, path, body] of adminCalls) {
      expect((await call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await call(method, path, { body, cookie: member.cookie })).status, `${method} ${path}`).toBe(
        403,
      );
    }
    expect((await asAdmin('GET', '/api/ads')).body).toContainEqual(
      expect.objectContaining({ id: created.id, weight: 1 }),
    );
  });

  it('answers 403 to an admin whose adminUserId names another user', async () => {
    const created = await createCampaign();
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/ads?adminUserId=${member.id}`],
      ['POST', '/api/ads', { ...campaign, adminUserId: member.id }],
      ['PATCH', `/api/ads/${created.id}`, { weight: 9, adminUserId: member.id }],
      ['DELETE', `/api/ads/${created.id}?adminUserId=${member.id}`],
      ['DELETE', `/api/ads/${created.id}`, { adminUserId: member.id }],
    ];
    for (const [method, path, body] of calls) {
      expect((await asAdmin(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await asAdmin('GET', '/api/ads')).body).toContainEqual(
      expect.objectContaining({ id: created.id, weight: 1 }),
    );
  });

  it.each(invalidCampaignChanges)('answers 400 to a campaign with %s', async (_label, fields) => {
    const created = await createCampaign();

    const onCreate = await asAdmin('POST', '/api/ads', { ...campaign, ...fields, adminUserId: adminId });
    const onUpdate = await asAdmin('PATCH', `/api/ads/${created.id}`, { ...fields, adminUserId: adminId });

    expect(onCreate).toMatchObject({ status: 400, body: { error: expect.any(String) } });
    expect(onUpdate).toMatchObject({ status: 400, body: { error: expect.any(String) } });
  });
});
