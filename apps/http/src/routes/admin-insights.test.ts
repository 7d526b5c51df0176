/**
 * The console's business figures over HTTP, from members who really paid on the local payment
 * simulator: a new Builder monthly member is the whole recurring revenue, a yearly Leader adds a
 * twelfth of its price; the range is checked in words and the route is the admins'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cataloguePrice } from '@commons/core/membership/price-catalogue';
import { freshIp, newEmail, signUp, verify } from '../testing/payment-journeys.ts';
import { request } from '../testing/request.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const admin = { email: 'insights-admin@commons.test', password: 'admin password 42' };

describe('GET /api/admin/insights', () => {
  let server: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    server = await startTestApp({ env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
    const login = await request(server, 'POST', '/api/auth/login', {
      body: admin,
      headers: { 'x-forwarded-for': freshIp() },
    });
    adminCookie = login.cookies.join('; ');
  }, 60_000);
  afterAll(() => server?.stop());

  const insights = async (query = '') => {
    const answer = await request(server, 'GET', `/api/admin/insights${query}`, { cookie: adminCookie });
    expect(answer.status).toBe(200);
    return answer.body as { mrrCents: number; arrCents: number; activePaidMembers: number };
  };

  /** A verified member who paid for the plan on the simulator's checkout; returns their cookie. */
  async function pays(tier: 'builder' | 'leader', planType: 'monthly' | 'yearly') {
    const email = newEmail('insights');
    await signUp(server, email, tier, planType);
    const cookie = await verify(server, email);
    const started = await request(server, 'POST', '/api/billing/checkout', {
      body: { tier, planType },
      headers: { cookie, 'x-forwarded-for': freshIp() },
    });
    const { url } = started.body as { url: string };
    await request(server, 'POST', `${url}/complete`, { body: '', headers: { origin: server.url } });
    return cookie;
  }

  it('counts a new Builder monthly member at its monthly price, and a yearly Leader as a twelfth of its price', async () => {
    const builderMonthly = cataloguePrice('builder', 'monthly').amountCents;
    const leaderYearly = cataloguePrice('leader', 'yearly').amountCents;
    expect(await insights()).toMatchObject({ mrrCents: 0, activePaidMembers: 0 });

    await pays('builder', 'monthly');
    expect(await insights()).toMatchObject({
      mrrCents: builderMonthly,
      arrCents: builderMonthly * 12,
      activePaidMembers: 1,
    });

    await pays('leader', 'yearly');
    expect(await insights()).toMatchObject({
      mrrCents: Math.round(builderMonthly + leaderYearly / 12),
      activePaidMembers: 2,
    });
  });

  it('answers a range it cannot read with a 400 in words', async () => {
    const answer = await request(server, 'GET', '/api/admin/insights?from=2026-05&to=last-month', {
      cookie: adminCookie,
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: 'to must be a month written YYYY-MM (or a date YYYY-MM-DD)',
      fields: expect.any(Object),
    });
  });

  it('downloads one figure as a CSV file over the range asked for', async () => {
    const answer = await request(
      server,
      'GET',
      '/api/admin/insights.csv?figure=membersByStatus&from=2026-01',
      {
        cookie: adminCookie,
      },
    );

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="membersByStatus-2026-01-to-\d{4}-\d{2}\.csv"$/,
    );
    const lines = String(answer.body).trim().split('\n');
    expect(lines[0]).toBe('status,members');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'unverified',
      'pending',
      'active',
      'inactive',
    ]);
  });

  it('is for admins only', async () => {
    expect((await request(server, 'GET', '/api/admin/insights')).status).toBe(401);
    expect((await request(server, 'GET', '/api/admin/insights.csv?figure=mrrByMonth')).status).toBe(401);
    const member = await pays('builder', 'monthly');
    expect((await request(server, 'GET', '/api/admin/insights', { cookie: member })).status).toBe(403);
  });
});
