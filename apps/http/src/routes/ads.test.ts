/**
 * The ad routes in the whole HTTP app (every middleware, real sessions) over a real test database.
 */
import { invalidCampaignChanges } from '@commons/core/ads/testing/invalid-campaign-changes';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CachedAdCampaignRepository } from '@commons/adapters/persistence/repositories/cached-ad-campaign-repository';
import { testDatabaseKinds } from '@commons/adapters/persistence/testing/vitest-database';
import { SponsorReportLinkSigner } from '@commons/adapters/security/sponsor-report-link-signer';
import { AdTokens, InfrastructureTokens } from '@commons/container';
import { utcHour } from '@commons/core/ads/ad-stats';
import { viewTokensPerAddress } from '@commons/core/ads/ad-view-tokens';
import { bareImpressionLimit } from '@commons/core/ads/record-impression';
import { decodedBody, mailsTo } from '../testing/outbox.ts';
import { startTestApp, type SignedIn, type TestApp } from '../testing/test-app.ts';

const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** What a report says of some events: the campaign list, a day or a range's totals. */
interface ReportedCounts {
  impressions: number;
  clicks: number;
  ctr?: number;
}

const validCampaign = {
  name: 'Spring launch',
  imageUrl: 'https://ads.example.com/spring.png',
  alt: 'Spring launch banner',
  clickUrl: 'https://sponsor.example.com/spring',
};

for (const kind of testDatabaseKinds()) {
  describe(`ad routes on ${kind}`, () => {
    let app: TestApp;
    const signedIn: Partial<Record<'admin' | 'member', SignedIn>> = {};
    let adminId: string;
    let memberId: string;
    beforeAll(async () => {
      app = await startTestApp({ kind });
      signedIn.admin = await app.signIn({ staffRole: 'admin' });
      signedIn.member = await app.signIn();
      adminId = signedIn.admin.member.id;
      memberId = signedIn.member.member.id;
    }, 60_000);
    afterAll(() => app?.stop());
    beforeEach(async () => {
      // The slots are seeded once per file; each test starts without campaigns. DELETE, not
      // TRUNCATE, which costs PostgreSQL new files per table (0.3 s a test); a campaign's daily
      // stats and viewer days go with it (on delete cascade).
      const connection = app.container.resolve(InfrastructureTokens.Orm).em.fork().getConnection();
      for (const table of ['ad_counted_views', 'ad_campaigns', 'sponsors', 'rate_limits'])
        await connection.execute(`delete from "${table}"`);
      // Rows were removed behind the cache's back.
      const campaigns = app.container.resolve(AdTokens.AdCampaignRepository);
      if (campaigns instanceof CachedAdCampaignRepository) campaigns.invalidate();
    });

    async function call(
      method: string,
      pathAndQuery: string,
      options: {
        as?: 'admin' | 'member';
        body?: unknown;
        userAgent?: string;
        ip?: string;
        cookie?: string;
      } = {},
    ): Promise<{ status: number; body: unknown; headers: Headers }> {
      // A person's browser unless told otherwise: the harness's own agent is a bot's.
      const headers: Record<string, string> = { 'user-agent': options.userAgent ?? browser };
      if (options.ip !== undefined) headers['x-forwarded-for'] = options.ip;
      const answer = await app.request(method, pathAndQuery, {
        body: options.body,
        cookie: options.cookie ?? (options.as && signedIn[options.as]!.cookie),
        headers,
      });
      return { status: answer.status, body: answer.body, headers: answer.headers };
    }

    /** Status and body only, for answers compared whole. */
    async function callBody(...args: Parameters<typeof call>): Promise<{ status: number; body: unknown }> {
      const { status, body } = await call(...args);
      return { status, body };
    }

    /** A report as the admin reads it, in JSON and as its CSV download (`path` without `.csv`). */
    async function reportAndCsv(path: string, query: string) {
      const report = await callBody('GET', `${path}?${query}`, { as: 'admin' });
      const csv = await app.request('GET', `${path}.csv?${query}`, { cookie: signedIn.admin!.cookie });
      return { report, csv };
    }

    async function countsOf(id: string) {
      const listed = (await call('GET', '/api/ads', { as: 'admin' })).body as {
        id: string;
        impressions: number;
        clicks: number;
      }[];
      const campaign = listed.find((entry) => entry.id === id)!;
      return { impressions: campaign.impressions, clicks: campaign.clicks };
    }

    async function viewToken(slot = 'dashboard-primary', cookie?: string): Promise<string> {
      const filled = await call('GET', `/api/ad-slot?slot=${slot}`, cookie ? { cookie } : {});
      return (filled.body as { ad: { viewToken: string } }).ad.viewToken;
    }

    /** Every report's clicks and impressions of one campaign: the list, today's stats and today's report. */
    async function everyReport(id: string) {
      const today = new Date().toISOString().slice(0, 10);
      const listed = (
        (await call('GET', '/api/ads', { as: 'admin' })).body as (ReportedCounts & { id: string })[]
      ).find((entry) => entry.id === id)!;
      const stats = (await call('GET', `/api/ads/${id}/stats?from=${today}&to=${today}`, { as: 'admin' }))
        .body as { days: ReportedCounts[] };
      const report = (
        await call('GET', `/api/admin/ads/${id}/report?from=${today}&to=${today}`, { as: 'admin' })
      ).body as { days: ReportedCounts[]; totals: ReportedCounts };
      return [listed, ...stats.days, ...report.days, report.totals];
    }

    async function createAd(
      fields: Record<string, unknown> = {},
    ): Promise<{ id: string; creatives: { id: string }[] }> {
      const created = await call('POST', '/api/ads', { as: 'admin', body: { ...validCampaign, ...fields } });
      expect(created.status).toBe(201);
      return created.body as { id: string; creatives: { id: string }[] };
    }

    it('fills a slot with { ad } and answers { ad: null } when nothing is eligible', async () => {
      expect(await callBody('GET', '/api/ad-slot?slot=dashboard-primary')).toEqual({
        status: 200,
        body: { ad: null },
      });

      const created = await createAd({ countries: ['NG'] });

      expect(
        await callBody('GET', '/api/ad-slot?slot=dashboard-primary&tier=builder&sector=Tech&country=ng'),
      ).toEqual({
        status: 200,
        body: {
          ad: {
            id: created.id,
            creativeId: created.creatives[0]!.id,
            imageUrl: validCampaign.imageUrl,
            clickUrl: validCampaign.clickUrl,
            alt: validCampaign.alt,
            viewToken: expect.any(String),
          },
        },
      });
      expect(await callBody('GET', '/api/ad-slot?slot=dashboard-primary')).toEqual({
        status: 200,
        body: { ad: null },
      });
      const filled = await call('GET', '/api/ad-slot?slot=dashboard-primary&country=NG');
      expect(filled.headers.get('content-type')).toBe('application/json; charset=utf-8');
    });

    it("fills an article's zone by its category, for a visitor without a tier", async () => {
      const research = await createAd({ slotId: 'article-footer', categories: ['Research'] });
      const adIn = async (path: string) =>
        ((await callBody('GET', path)).body as { ad: { id: string } | null }).ad?.id ?? null;

      expect(await adIn('/api/ad-slot?slot=article-footer&category=Research')).toBe(research.id);
      expect(await adIn('/api/ad-slot?slot=article-footer&category=Event')).toBeNull();
      expect(await adIn('/api/ad-slot?slot=article-footer')).toBeNull();
      expect(await adIn('/api/ad-slot?slot=knowledge-list&category=Research')).toBeNull();
    });

    it('answers 400 for a missing or unknown slot', async () => {
      expect(await callBody('GET', '/api/ad-slot')).toEqual({
        status: 400,
        body: expect.objectContaining({ error: 'Ad slot is required' }),
      });
      expect(await callBody('GET', '/api/ad-slot?slot=sidebar')).toEqual({
        status: 400,
        body: expect.objectContaining({ error: 'Unknown ad slot' }),
      });
    });

    it('reads a query field given twice by its first value', async () => {
      expect(await callBody('GET', '/api/ad-slot?slot=dashboard-primary&slot=sidebar')).toMatchObject({
        status: 200,
      });
      expect(await callBody('GET', '/api/ad-slot?slot=sidebar&slot=dashboard-primary')).toMatchObject({
        status: 400,
        body: { error: 'Unknown ad slot' },
      });
    });

    it('serves a slot from the cache with no campaign query, and sees its own admin writes at once', async () => {
      const created = await createAd();
      const connection = app.container.resolve(InfrastructureTokens.Orm).em.getConnection();
      const execute = vi.spyOn(connection, 'execute');
      try {
        await call('GET', '/api/ad-slot?slot=dashboard-primary');
        expect(execute).toHaveBeenCalled();
        execute.mockClear();
        for (let request = 0; request < 20; request += 1) {
          const answer = await call('GET', '/api/ad-slot?slot=dashboard-primary&tier=leader&country=NG');
          expect(answer.body).toMatchObject({ ad: { id: created.id } });
        }
        // Background workers (the outbox, payment events, sends, scheduled publication) poll on their
        // own, and a loaded machine sees their polls within the 20 requests: so the slot's queries
        // are told apart by table. No campaign or slot is read; each answer counts its view token
        // against the address, one statement each.
        const queries = execute.mock.calls.map(([sql]) => String(sql));
        expect(queries.filter((sql) => /\bad_(campaigns|slots)\b/.test(sql))).toEqual([]);
        expect(queries.filter((sql) => sql.includes('insert into rate_limits')).length).toBeLessThanOrEqual(
          20,
        );
      } finally {
        execute.mockRestore();
      }

      await call('PATCH', `/api/ads/${created.id}`, { as: 'admin', body: { status: 'paused' } });
      expect((await call('GET', '/api/ad-slot?slot=dashboard-primary')).body).toEqual({ ad: null });
    });

    it('counts impressions and token clicks with 204, not bare or bot clicks, and answers 404 for unknown campaigns', async () => {
      const created = await createAd();
      const body = { viewToken: await viewToken() };

      expect((await call('POST', `/api/ads/${created.id}/impression`, { body })).status).toBe(204);
      expect((await call('POST', `/api/ads/${created.id}/impression`)).status).toBe(204);
      expect((await call('POST', `/api/ads/${created.id}/click`)).status).toBe(204);
      expect(
        (await call('POST', `/api/ads/${created.id}/click`, { body, userAgent: 'Googlebot/2.1' })).status,
      ).toBe(204);
      expect((await call('POST', `/api/ads/${created.id}/click`, { body })).status).toBe(204);
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        expect((await call('POST', `/api/ads/${id}/impression`)).status).toBe(404);
        expect((await call('POST', `/api/ads/${id}/click`, { userAgent: browser })).status).toBe(404);
      }

      const list = await call('GET', '/api/ads', { as: 'admin' });
      expect(list.body).toEqual([
        expect.objectContaining({ id: created.id, impressions: 2, clicks: 1, ctr: 50 }),
      ]);
      const today = new Date().toISOString().slice(0, 10);
      const stats = await callBody('GET', `/api/ads/${created.id}/stats?from=${today}&to=${today}`, {
        as: 'admin',
      });
      expect(stats).toEqual({
        status: 200,
        body: {
          campaignId: created.id,
          from: today,
          to: today,
          days: [{ day: today, impressions: 2, clicks: 1, filtered: 2 }],
        },
      });
    });

    it('lets an admin create, update and delete campaigns', async () => {
      const created = await createAd({ weight: 3, adminUserId: adminId });

      const updated = await callBody('PATCH', `/api/ads/${created.id}?x=1`, {
        as: 'admin',
        body: { weight: 8, adminUserId: adminId },
      });
      expect(updated).toEqual({ status: 200, body: expect.objectContaining({ id: created.id, weight: 8 }) });
      expect((await call('GET', `/api/ads?adminUserId=${adminId}`, { as: 'admin' })).body).toEqual([
        expect.objectContaining({ id: created.id, weight: 8, impressions: 0, clicks: 0, ctr: 0 }),
      ]);
      expect(
        (await call('DELETE', `/api/ads/${created.id}`, { as: 'admin', body: { adminUserId: adminId } }))
          .status,
      ).toBe(204);
      expect((await call('DELETE', `/api/ads/${created.id}`, { as: 'admin' })).status).toBe(404);
      expect(
        (await call('PATCH', `/api/ads/${created.id}`, { as: 'admin', body: { weight: 2 } })).status,
      ).toBe(404);
      expect((await call('GET', `/api/ads/${created.id}/stats`, { as: 'admin' })).status).toBe(404);
    });

    it('answers 401 without a session and 403 for a member on every admin call', async () => {
      const created = await createAd();
      const adminCalls: [string, string, unknown?][] = [
        ['GET', '/api/ads'],
        ['POST', '/api/ads', validCampaign],
        ['PATCH', `/api/ads/${created.id}`, { weight: 2 }],
        ['DELETE', `/api/ads/${created.id}`],
        ['GET', `/api/ads/${created.id}/stats`],
      ];
      for (const [method, url, body] of adminCalls) {
        expect((await call(method, url, { body })).status, `${method} ${url}`).toBe(401);
        expect((await call(method, url, { body, as: 'member' })).status, `${method} ${url}`).toBe(403);
      }
      expect((await call('GET', '/api/ads', { as: 'admin' })).body).toEqual([
        expect.objectContaining({ id: created.id, weight: 1 }),
      ]);
    });

    it("answers 403 when adminUserId names someone other than the session's admin", async () => {
      const created = await createAd();
      const other = memberId;
      const calls: [string, string, unknown?][] = [
        ['GET', `/api/ads?adminUserId=${other}`],
        ['POST', '/api/ads', { ...validCampaign, adminUserId: other }],
        ['PATCH', `/api/ads/${created.id}`, { weight: 2, adminUserId: other }],
        ['DELETE', `/api/ads/${created.id}?adminUserId=${other}`],
        ['DELETE', `/api/ads/${created.id}`, { adminUserId: other }],
        ['GET', `/api/ads/${created.id}/stats?adminUserId=${other}`],
      ];
      for (const [method, url, body] of calls) {
        expect(await callBody(method, url, { body, as: 'admin' }), `${method} ${url}`).toEqual({
          status: 403,
          body: { error: 'Admin user ID does not match the signed-in admin' },
        });
      }
      expect((await call('GET', '/api/ads', { as: 'admin' })).body).toEqual([
        expect.objectContaining({ id: created.id, weight: 1 }),
      ]);
    });

    it.each(invalidCampaignChanges)(
      'answers 400 to a campaign with %s, on create and update',
      async (_label, fields) => {
        const created = await createAd();

        const onCreate = await call('POST', '/api/ads', {
          as: 'admin',
          body: { ...validCampaign, ...fields },
        });
        const onUpdate = await call('PATCH', `/api/ads/${created.id}`, { as: 'admin', body: fields });

        for (const answer of [onCreate, onUpdate]) {
          expect(answer.status).toBe(400);
          expect(answer.body).toMatchObject({ error: expect.any(String), fields: expect.any(Object) });
        }
        expect((await call('GET', '/api/ads', { as: 'admin' })).body).toHaveLength(1);
      },
    );

    it('answers 404 for impressions and clicks of a paused, ended or deleted campaign, and counts nothing', async () => {
      const paused = await createAd();
      const token = await viewToken();
      await call('PATCH', `/api/ads/${paused.id}`, { as: 'admin', body: { status: 'paused' } });
      const ended = await createAd({ startAt: '2020-01-01T00:00:00Z', endAt: '2020-02-01T00:00:00Z' });

      for (const id of [paused.id, ended.id]) {
        for (const body of [undefined, { viewToken: token }]) {
          expect(await callBody('POST', `/api/ads/${id}/impression`, { body })).toEqual({
            status: 404,
            body: { error: 'Ad campaign not found' },
          });
          expect((await call('POST', `/api/ads/${id}/click`, { body, userAgent: browser })).status).toBe(404);
        }
        expect(await countsOf(id)).toEqual({ impressions: 0, clicks: 0 });
      }

      await call('DELETE', `/api/ads/${paused.id}`, { as: 'admin' });
      expect(
        (await call('POST', `/api/ads/${paused.id}/impression`, { body: { viewToken: token } })).status,
      ).toBe(404);
    });

    it('counts a view token once: posted twice, the second answers 204 and counts nothing', async () => {
      const created = await createAd();
      const token = await viewToken();

      for (let post = 0; post < 2; post += 1) {
        expect(
          (await call('POST', `/api/ads/${created.id}/impression`, { body: { viewToken: token } })).status,
        ).toBe(204);
        expect(
          (
            await call('POST', `/api/ads/${created.id}/click`, {
              body: { viewToken: token },
              userAgent: browser,
            })
          ).status,
        ).toBe(204);
      }
      expect(
        (await call('POST', `/api/ads/${created.id}/impression`, { body: { viewToken: 'made.up.token' } }))
          .status,
      ).toBe(204);

      expect(await countsOf(created.id)).toEqual({ impressions: 1, clicks: 1 });
      expect(
        (await call('POST', `/api/ads/${created.id}/impression`, { body: { viewToken: 42 } })).status,
      ).toBe(400);
    });

    it('counts only a small budget of 500 bare impressions from one IP in a minute, and reports the rest as filtered', async () => {
      const created = await createAd();

      // Straight to the server: the harness's request() also delivers the mail outbox each time.
      const statuses = await Promise.all(
        Array.from({ length: 500 }, async () => {
          const answer = await fetch(`${app.url}/api/ads/${created.id}/impression`, {
            method: 'POST',
            headers: { 'x-forwarded-for': '198.51.100.9', 'user-agent': browser },
          });
          await answer.arrayBuffer();
          return answer.status;
        }),
      );
      expect(statuses.every((status) => status === 204)).toBe(true);
      await call('POST', `/api/ads/${created.id}/impression`, { ip: '198.51.100.10' });

      const counted = (await countsOf(created.id)).impressions;
      expect(counted).toBe(bareImpressionLimit.points + 1);
      const today = new Date().toISOString().slice(0, 10);
      const report = await call('GET', `/api/admin/ads/${created.id}/report?from=${today}&to=${today}`, {
        as: 'admin',
      });
      expect(report).toMatchObject({
        status: 200,
        body: {
          campaignId: created.id,
          name: validCampaign.name,
          days: [
            {
              day: today,
              impressions: counted,
              clicks: 0,
              ctr: 0,
              filtered: 500 - bareImpressionLimit.points,
            },
          ],
          totals: { impressions: counted, filtered: 500 - bareImpressionLimit.points },
        },
      });
    }, 120_000);

    it('exports the report as CSV to admins only', async () => {
      const created = await createAd();
      await call('POST', `/api/ads/${created.id}/impression`, { body: { viewToken: await viewToken() } });
      const today = new Date().toISOString().slice(0, 10);
      const path = `/api/admin/ads/${created.id}/report.csv?from=${today}&to=${today}`;

      const csv = await app.request('GET', path, { cookie: signedIn.admin!.cookie });

      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(csv.body).toBe(`day,impressions,clicks,ctr,filtered\n${today},1,0,0,0\n`);
      expect((await call('GET', path, { as: 'member' })).status).toBe(403);
      expect(
        (await call('GET', `/api/admin/ads/${created.id}/report?from=bad`, { as: 'admin' })).status,
      ).toBe(400);
    });

    it('breaks the report down by creative, in JSON and CSV, and refuses an unknown breakdown in words', async () => {
      const created = await createAd();
      await call('POST', `/api/ads/${created.id}/impression`, { body: { viewToken: await viewToken() } });
      const today = new Date().toISOString().slice(0, 10);
      const query = `from=${today}&to=${today}&group=creative`;

      const { report, csv } = await reportAndCsv(`/api/admin/ads/${created.id}/report`, query);

      const [creative] = created.creatives;
      expect(report).toMatchObject({
        status: 200,
        body: {
          creatives: [
            {
              creativeId: creative!.id,
              altText: validCampaign.alt,
              days: [{ day: today, impressions: 1, clicks: 0, ctr: 0 }],
              totals: { impressions: 1, clicks: 0, ctr: 0 },
            },
          ],
        },
      });
      expect(csv.body).toBe(
        `creative,creativeId,day,impressions,clicks,ctr\n${validCampaign.alt},${creative!.id},${today},1,0,0\n`,
      );
      expect(
        await callBody('GET', `/api/admin/ads/${created.id}/report?group=zone`, { as: 'admin' }),
      ).toMatchObject({
        status: 400,
        body: { error: 'group must be creative, or left out for the whole campaign' },
      });
      expect(
        (await call('GET', `/api/admin/ads/${created.id}/report?${query}`, { as: 'member' })).status,
      ).toBe(403);
    });

    it('reports the last 48 hours by the hour, in JSON and CSV, and refuses an unknown period in words', async () => {
      const created = await createAd();
      await call('POST', `/api/ads/${created.id}/impression`, { body: { viewToken: await viewToken() } });
      const hour = utcHour(new Date());

      const { report, csv } = await reportAndCsv(`/api/admin/ads/${created.id}/report`, 'by=hour');

      const body = report.body as { hours: { hour: string }[]; totals: ReportedCounts; to: string };
      expect(report.status).toBe(200);
      expect(body.hours).toHaveLength(48);
      expect(body.hours.at(-1)).toEqual({ hour, impressions: 1, clicks: 0, filtered: 0, ctr: 0 });
      expect(body.totals).toMatchObject({ impressions: 1, clicks: 0 });
      const lines = (csv.body as string).trim().split('\n');
      expect(lines[0]).toBe('hour,impressions,clicks,ctr,filtered');
      expect(lines).toHaveLength(49);
      expect(lines.at(-1)).toBe(`${hour},1,0,0,0`);
      expect(
        await callBody('GET', `/api/admin/ads/${created.id}/report?by=week`, { as: 'admin' }),
      ).toMatchObject({ status: 400, body: { error: 'by must be day or hour' } });
    });

    it('breaks the last 48 hours down by creative, in JSON and CSV, without a filtered column', async () => {
      const created = await createAd();
      await call('POST', `/api/ads/${created.id}/impression`, { body: { viewToken: await viewToken() } });
      const hour = utcHour(new Date());
      const query = 'by=hour&group=creative';

      const { report, csv } = await reportAndCsv(`/api/admin/ads/${created.id}/report`, query);

      const [creative] = created.creatives;
      const body = report.body as {
        creatives: { creativeId: string; hours: unknown[]; totals: ReportedCounts }[];
      };
      expect(report.status).toBe(200);
      expect(body.creatives.map((shown) => shown.creativeId)).toEqual([creative!.id]);
      expect(body.creatives[0]!.hours).toHaveLength(48);
      expect(body.creatives[0]!.hours.at(-1)).toEqual({ hour, impressions: 1, clicks: 0, ctr: 0 });
      expect(body.creatives[0]!.totals).toEqual({ impressions: 1, clicks: 0, ctr: 0 });
      const lines = (csv.body as string).trim().split('\n');
      expect(lines[0]).toBe('creative,creativeId,hour,impressions,clicks,ctr');
      expect(lines).toHaveLength(49);
      expect(lines.at(-1)).toBe(`${validCampaign.alt},${creative!.id},${hour},1,0,0`);
      expect(
        await callBody('GET', `/api/admin/ads/${created.id}/report?by=hour&group=zone`, { as: 'admin' }),
      ).toMatchObject({
        status: 400,
        body: { error: 'group must be creative, or left out for the whole campaign' },
      });
      expect(
        (await call('GET', `/api/admin/ads/${created.id}/report?${query}`, { as: 'member' })).status,
      ).toBe(403);
    });

    it('reports every slot over the last 48 hours, in JSON and CSV, and refuses an unknown period in words', async () => {
      const created = await createAd();
      await call('POST', `/api/ads/${created.id}/impression`, { body: { viewToken: await viewToken() } });
      const hour = utcHour(new Date());

      const { report, csv } = await reportAndCsv('/api/admin/ad-slots/report', 'by=hour');

      const slots = (report.body as { slots: { slotId: string; hours: unknown[]; totals: ReportedCounts }[] })
        .slots;
      const primary = slots.find((slot) => slot.slotId === 'dashboard-primary')!;
      expect(primary.hours).toHaveLength(48);
      expect(primary.hours.at(-1)).toEqual({ hour, impressions: 1, clicks: 0, filtered: 0, ctr: 0 });
      expect(primary.totals).toMatchObject({ impressions: 1, clicks: 0 });
      const lines = (csv.body as string).trim().split('\n');
      expect(lines[0]).toBe('slot,hour,impressions,clicks,ctr,filtered');
      expect(lines).toHaveLength(1 + 48 * slots.length);
      expect(lines).toContain(`dashboard-primary,${hour},1,0,0,0`);
      expect(await callBody('GET', '/api/admin/ad-slots/report?by=week', { as: 'admin' })).toMatchObject({
        status: 400,
        body: { error: 'by must be day or hour' },
      });
      expect((await call('GET', '/api/admin/ad-slots/report?by=hour', { as: 'member' })).status).toBe(403);
    });

    it('reports every slot, its campaigns added up, in JSON and CSV, to whoever manages ads', async () => {
      const created = await createAd();
      await call('POST', `/api/ads/${created.id}/impression`, { body: { viewToken: await viewToken() } });
      const today = new Date().toISOString().slice(0, 10);
      const query = `from=${today}&to=${today}`;

      const { report, csv } = await reportAndCsv('/api/admin/ad-slots/report', query);

      const slots = (report.body as { slots: { slotId: string; totals: ReportedCounts }[] }).slots;
      expect(slots.find((slot) => slot.slotId === 'dashboard-primary')!.totals).toMatchObject({
        impressions: 1,
        clicks: 0,
      });
      expect((csv.body as string).split('\n').slice(0, 2)).toEqual([
        'slot,day,impressions,clicks,ctr,filtered',
        `dashboard-primary,${today},1,0,0,0`,
      ]);
      expect((await call('GET', `/api/admin/ad-slots/report?${query}`, { as: 'member' })).status).toBe(403);
    });

    it('stops serving a campaign to a viewer at its daily frequency cap, and at its lifetime cap', async () => {
      const capped = await createAd({ frequencyCap: 2 });
      const first = await call('GET', '/api/ad-slot?slot=dashboard-primary');
      const viewer = first.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith('ad_viewer='))!
        .split(';')[0]!;
      const seeAs = async (cookie: string) => {
        const filled = await call('GET', '/api/ad-slot?slot=dashboard-primary', { cookie });
        const ad = (filled.body as { ad: { id: string; viewToken: string } | null }).ad;
        if (ad) await call('POST', `/api/ads/${ad.id}/impression`, { body: { viewToken: ad.viewToken } });
        return ad?.id ?? null;
      };

      expect([await seeAs(viewer), await seeAs(viewer), await seeAs(viewer)]).toEqual([
        capped.id,
        capped.id,
        null,
      ]);
      expect(await seeAs('ad_viewer=00000000-0000-4000-8000-000000000abc')).toBe(capped.id);

      // Three impressions are counted: a lifetime cap of 3 is reached, for every viewer.
      await call('PATCH', `/api/ads/${capped.id}`, {
        as: 'admin',
        body: { frequencyCap: null, impressionCap: 3 },
      });
      expect(await seeAs('ad_viewer=00000000-0000-4000-8000-000000000def')).toBeNull();
    });

    it('keeps a viewer without the cookie at its frequency cap, by its address and browser for the day', async () => {
      const capped = await createAd({ frequencyCap: 2 });
      const seeFrom = async (ip: string, userAgent = browser) => {
        const filled = await call('GET', '/api/ad-slot?slot=dashboard-primary', { ip, userAgent });
        const ad = (filled.body as { ad: { id: string; viewToken: string } | null }).ad;
        if (ad) await call('POST', `/api/ads/${ad.id}/impression`, { body: { viewToken: ad.viewToken }, ip });
        return ad?.id ?? null;
      };

      // Never sending the cookie it is given, as a script that drops it would.
      const dropping = [];
      for (let visit = 0; visit < 5; visit += 1) dropping.push(await seeFrom('198.51.100.40'));

      expect(dropping).toEqual([capped.id, capped.id, null, null, null]);
      expect(await seeFrom('198.51.100.41')).toBe(capped.id);
      expect(await seeFrom('198.51.100.40', `${browser} Edg/131.0.0.0`)).toBe(capped.id);
      expect(await countsOf(capped.id)).toEqual({ impressions: 4, clicks: 0 });
    });

    it('never lets clicks outnumber impressions in any report, whatever one address posts', async () => {
      const created = await createAd({ frequencyCap: 50 });
      // Straight to the server, many at once: the harness's request() also delivers the mail outbox.
      const send = async (method: string, path: string, userAgent = browser, body?: unknown) => {
        const answer = await fetch(`${app.url}${path}`, {
          method,
          headers: {
            'x-forwarded-for': '198.51.100.60',
            'user-agent': userAgent,
            'content-type': 'application/json',
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return answer.status === 204
          ? null
          : ((await answer.json()) as { ad?: { viewToken: string } | null });
      };
      // Slot answers by the hundred at once from one address, each as a new viewer without a cookie.
      const answers = await Promise.all(
        Array.from({ length: viewTokensPerAddress.points + 30 }, (_, index) =>
          send('GET', '/api/ad-slot?slot=dashboard-primary', `${browser} r/${index}`),
        ),
      );
      const tokens = answers.flatMap((answer) => (answer?.ad ? [answer.ad.viewToken] : []));
      expect(tokens).toHaveLength(viewTokensPerAddress.points);
      // Past its tokens for the minute the address gets no ad: nothing to count.
      expect(answers.filter((answer) => answer?.ad === null)).toHaveLength(30);

      const post = (kind: string, body?: unknown) =>
        send('POST', `/api/ads/${created.id}/${kind}`, browser, body);
      // Half the impressions posted; every token clicked twice at once; bare clicks by the dozen.
      await Promise.all(tokens.slice(0, 60).map((viewToken) => post('impression', { viewToken })));
      await Promise.all([...tokens, ...tokens].map((viewToken) => post('click', { viewToken })));
      await Promise.all(Array.from({ length: 50 }, () => post('click')));

      expect(await countsOf(created.id)).toEqual({ impressions: 60, clicks: 60 });
      for (const report of await everyReport(created.id)) {
        expect(report.clicks).toBeLessThanOrEqual(report.impressions);
        expect(report.ctr ?? 0).toBeLessThanOrEqual(100);
      }
      // Another address is not held back by this one.
      expect(await viewToken()).toEqual(expect.any(String));
    }, 60_000);

    it('counts the clicks of one token posted at once a single time', async () => {
      const created = await createAd();
      const body = { viewToken: await viewToken() };
      await call('POST', `/api/ads/${created.id}/impression`, { body });

      const statuses = await Promise.all(
        Array.from(
          { length: 20 },
          async () => (await call('POST', `/api/ads/${created.id}/click`, { body })).status,
        ),
      );

      expect(statuses.every((status) => status === 204)).toBe(true);
      expect(await countsOf(created.id)).toEqual({ impressions: 1, clicks: 1 });
    });

    it('shows a bot no ad, gives it no cookie, and counts nothing it posts', async () => {
      const created = await createAd();
      const body = { viewToken: await viewToken() };

      for (const userAgent of [
        'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        '',
      ]) {
        const filled = await call('GET', '/api/ad-slot?slot=dashboard-primary', { userAgent });
        expect(filled.body).toEqual({ ad: null });
        expect(filled.headers.getSetCookie()).toEqual([]);
        for (const kind of ['impression', 'click']) {
          expect((await call('POST', `/api/ads/${created.id}/${kind}`, { body, userAgent })).status).toBe(
            204,
          );
        }
      }

      expect(await countsOf(created.id)).toEqual({ impressions: 0, clicks: 0 });
    });

    it('manages sponsors, files campaigns under them and refuses, in words, to delete one with campaigns', async () => {
      const created = await callBody('POST', '/api/admin/sponsors', {
        as: 'admin',
        body: { name: 'Acme Foundation', contactName: 'Ada Obi', contactEmail: 'ada@acme.example.org' },
      });
      expect(created).toMatchObject({ status: 201, body: { name: 'Acme Foundation', weeklyReport: true } });
      const sponsorId = (created.body as { id: string }).id;
      const campaign = await callBody('POST', '/api/ads', {
        as: 'admin',
        body: { ...validCampaign, sponsorId },
      });
      expect(campaign).toMatchObject({ status: 201, body: { sponsorId } });
      // The spec's client names no sponsor: its campaign goes to the sponsor named after it.
      const spec = await callBody('POST', '/api/ads', {
        as: 'admin',
        body: { ...validCampaign, adminUserId: adminId },
      });
      expect(spec.status).toBe(201);

      const listed = await callBody('GET', '/api/admin/sponsors', { as: 'admin' });
      expect(
        (listed.body as { name: string; campaignCount: number }[]).map((row) => [
          row.name,
          row.campaignCount,
        ]),
      ).toEqual([
        ['Acme Foundation', 1],
        ['Spring launch', 1],
      ]);
      const detail = await callBody('GET', `/api/admin/sponsors/${sponsorId}`, { as: 'admin' });
      expect((detail.body as { campaigns: { id: string }[] }).campaigns.map((shown) => shown.id)).toEqual([
        (campaign.body as { id: string }).id,
      ]);
      expect(
        await callBody('PATCH', `/api/admin/sponsors/${sponsorId}`, {
          as: 'admin',
          body: { weeklyReport: false },
        }),
      ).toMatchObject({ status: 200, body: { weeklyReport: false } });
      expect(await callBody('DELETE', `/api/admin/sponsors/${sponsorId}`, { as: 'admin' })).toEqual({
        status: 409,
        body: expect.objectContaining({
          error: 'This sponsor still has 1 campaign: move it to another sponsor or delete it first',
        }),
      });

      await call('DELETE', `/api/ads/${(campaign.body as { id: string }).id}`, { as: 'admin' });
      expect((await call('DELETE', `/api/admin/sponsors/${sponsorId}`, { as: 'admin' })).status).toBe(204);
      expect((await call('GET', `/api/admin/sponsors/${sponsorId}`, { as: 'admin' })).status).toBe(404);
      expect((await call('GET', '/api/admin/sponsors', { as: 'member' })).status).toBe(403);
    });

    it("opens a sponsor's report link without a cookie, with that sponsor's figures only, and 404 once revoked", async () => {
      const sponsor = async (name: string) =>
        ((await call('POST', '/api/admin/sponsors', { as: 'admin', body: { name } })).body as { id: string })
          .id;
      const acme = await sponsor('Acme Foundation');
      const other = await sponsor('Other Sponsor');
      const acmeAd = await createAd({ name: 'Acme spring', sponsorId: acme });
      await createAd({ name: 'Other autumn', sponsorId: other });
      for (let shown = 0; shown < 3; shown += 1) await call('POST', `/api/ads/${acmeAd.id}/impression`);

      const issued = await call('POST', `/api/admin/sponsors/${acme}/report-link`, { as: 'admin' });
      expect(issued.status).toBe(201);
      const { url } = issued.body as { url: string };
      expect(url).toMatch(/\/sponsor-report\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{22}$/);
      const pagePath = new URL(url).pathname;

      const page = await call('GET', pagePath);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      expect(page.headers.get('x-robots-tag')).toContain('noindex');
      const html = page.body as string;
      expect(html).toContain('Acme spring');
      expect(html).toMatch(/<dt>Impressions<\/dt><dd>3<\/dd>/);
      expect(html).not.toContain('Other autumn');
      expect(html).not.toContain('Other Sponsor');
      const detail = await call('GET', `/api/admin/sponsors/${acme}`, { as: 'admin' });
      expect(detail.body).toMatchObject({ reportLinkIssuedAt: expect.any(String), reportUrl: url });
      expect(detail.body).not.toHaveProperty('reportLinkToken');
      // The same figures as a file, linked from the page, a campaign's day a row.
      const csvHref = /<a href="([^"]+\.csv)" download>/.exec(html)![1]!;
      const csv = await call('GET', `${pagePath.slice(0, pagePath.lastIndexOf('/') + 1)}${csvHref}`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('cache-control')).toBe('no-store');
      const csvLines = (csv.body as string).trim().split('\n');
      expect(csvLines[0]).toBe('campaign,day,impressions,clicks,ctr,filtered');
      expect(csvLines.filter((line) => line.startsWith('Acme spring,')).at(-1)).toMatch(
        /^Acme spring,\d{4}-\d\d-\d\d,3,0,0,0$/,
      );
      expect(csv.body).not.toContain('Other autumn');

      // A changed tag or another secret's opens nothing; a new link replaces the first; revoking
      // ends the second.
      const tagChanged = `${pagePath.slice(0, -1)}${pagePath.endsWith('A') ? 'B' : 'A'}`;
      expect((await call('GET', tagChanged)).status).toBe(404);
      const linkId = pagePath.slice(pagePath.lastIndexOf('/') + 1).split('.')[0]!;
      const otherSecret = new SponsorReportLinkSigner('another-secret-of-enough-length');
      expect((await call('GET', `/sponsor-report/${otherSecret.tokenOf(linkId)}`)).status).toBe(404);
      const replaced = await call('POST', `/api/admin/sponsors/${acme}/report-link`, { as: 'admin' });
      expect((await call('GET', pagePath)).status).toBe(404);
      const secondPath = new URL((replaced.body as { url: string }).url).pathname;
      expect((await call('GET', secondPath)).status).toBe(200);
      expect((await call('DELETE', `/api/admin/sponsors/${acme}/report-link`, { as: 'admin' })).status).toBe(
        204,
      );
      const revoked = await call('GET', secondPath);
      expect(revoked.status).toBe(404);
      expect((await call('GET', `${secondPath}.csv`)).status).toBe(404);
      expect(revoked.body).toContain('This report link does not exist or has been revoked');
      expect(await call('GET', `/api/admin/sponsors/${acme}`, { as: 'admin' })).toMatchObject({
        body: { reportLinkIssuedAt: null, reportUrl: null },
      });
      expect((await call('GET', '/sponsor-report/not-a-token')).status).toBe(404);
      expect((await call('POST', `/api/admin/sponsors/${acme}/report-link`, { as: 'member' })).status).toBe(
        403,
      );
    });

    it("queues one sponsor's weekly e-mail with the link the sponsor already has, however many times it runs", async () => {
      const contact = 'ada@acme.example.org';
      const created = await call('POST', '/api/admin/sponsors', {
        as: 'admin',
        body: { name: 'Acme Foundation', contactEmail: contact, weeklyReport: true },
      });
      const acme = (created.body as { id: string }).id;
      await createAd({ name: 'Acme spring', sponsorId: acme });
      const issued = await call('POST', `/api/admin/sponsors/${acme}/report-link`, { as: 'admin' });
      const bookmarked = new URL((issued.body as { url: string }).url).pathname;
      const sendWeekly = app.container.resolve(AdTokens.sendWeeklySponsorReports);

      const runs = await Promise.all([app.inScope(sendWeekly), app.inScope(sendWeekly)]);
      await app.settleMail();

      expect(runs.sort()).toEqual([0, 1]);
      const mails = await mailsTo(app.dataDir, contact);
      expect(mails.map((mail) => mail.subject)).toEqual(['Acme Foundation: last week on Innovation Commons']);
      const link = /\/sponsor-report\/[\w.-]+/.exec(decodedBody(mails[0]!))![0];
      expect(link).toBe(bookmarked);
      expect((await call('GET', bookmarked)).status).toBe(200);
    });

    it('takes creatives on create and edit, lists them, and keeps the single-banner fields as the first', async () => {
      const banner = (name: string, weight: number) => ({
        imageUrl: `https://ads.example.com/${name}.png`,
        altText: `${name} banner`,
        clickUrl: `https://sponsor.example.com/${name}`,
        weight,
      });
      const created = await callBody('POST', '/api/ads', {
        as: 'admin',
        body: { name: 'Two banners', creatives: [banner('a', 3), banner('b', 1)] },
      });
      expect(created).toMatchObject({
        status: 201,
        body: {
          imageUrl: banner('a', 3).imageUrl,
          alt: 'a banner',
          creatives: [banner('a', 3), banner('b', 1)],
        },
      });
      const { id, creatives } = created.body as { id: string; creatives: { id: string }[] };

      // The spec's single-banner fields edit the first creative and leave the second.
      const edited = await callBody('PATCH', `/api/ads/${id}`, { as: 'admin', body: { alt: 'Renamed' } });
      const uncounted = { impressions: 0, clicks: 0 };
      expect((edited.body as { creatives: unknown[] }).creatives).toEqual([
        { ...banner('a', 3), altText: 'Renamed', id: creatives[0]!.id, ...uncounted },
        { ...banner('b', 1), id: creatives[1]!.id, ...uncounted },
      ]);
      const replaced = await callBody('PATCH', `/api/ads/${id}`, {
        as: 'admin',
        body: { creatives: [{ ...banner('b', 2), id: creatives[1]!.id }] },
      });
      expect(replaced).toMatchObject({
        status: 200,
        body: { imageUrl: banner('b', 2).imageUrl, alt: 'b banner' },
      });
      const listed = (await callBody('GET', '/api/ads', { as: 'admin' })).body as { creatives: unknown[] }[];
      expect(listed[0]!.creatives).toEqual([{ ...banner('b', 2), id: creatives[1]!.id, ...uncounted }]);

      // The slot's answer names the creative shown; its token counts the impression and the click on it.
      const { ad } = (await callBody('GET', '/api/ad-slot?slot=dashboard-primary')).body as {
        ad: { id: string; creativeId: string; viewToken: string };
      };
      expect(ad.creativeId).toBe(creatives[1]!.id);
      await call('POST', `/api/ads/${id}/impression`, { body: { viewToken: ad.viewToken } });
      await call('POST', `/api/ads/${id}/click`, { body: { viewToken: ad.viewToken } });
      const counted = (await callBody('GET', '/api/ads', { as: 'admin' })).body as {
        creatives: { impressions: number; clicks: number }[];
      }[];
      expect(counted[0]!.creatives[0]).toMatchObject({ impressions: 1, clicks: 1 });
      expect(
        await callBody('PATCH', `/api/ads/${id}`, { as: 'admin', body: { creatives: [] } }),
      ).toMatchObject({ status: 400, body: { error: 'A campaign has 1 to 10 creatives' } });
    });
  });
}
