/**
 * The ad routes in process, over a real test database, with a stand-in for the session middleware
 * (the `x-test-member` header names who is signed in). The journeys in tests/api/ads*.test.ts do
 * the same over the real server with real sessions.
 */
import { mkdtemp, rename, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Router from '@koa/router';
import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { invalidCampaignChanges } from '@commons/core/ads/testing/invalid-campaign-changes';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CachedAdCampaignRepository } from '@commons/adapters/persistence/repositories/cached-ad-campaign-repository';
import { copyTemplate, truncateAll } from '@commons/adapters/persistence/testing/test-database';
import {
  testDatabaseKinds,
  testDatabaseTemplates,
} from '@commons/adapters/persistence/testing/vitest-database';
import { seedDatabase } from '@commons/adapters/persistence/seed/seed-database';
import { silentLogger } from '@commons/adapters/system/logger';
import { AdTokens, createContainer, loadConfig, InfrastructureTokens } from '@commons/container';
import type { MemberView } from '@commons/core/accounts/member';
import type { AppState } from '../context.ts';
import { errorHandler } from '../middleware/error-handler.ts';
import { adsRoutes } from './ads.ts';

const adminId = '00000000-0000-4000-8000-00000000a001';
const memberId = '00000000-0000-4000-8000-00000000b001';
const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function memberView(id: string, isAdmin: boolean): MemberView {
  return {
    id,
    membershipId: null,
    email: `${id}@example.com`,
    firstName: 'Test',
    lastName: 'Member',
    organization: null,
    position: null,
    phone: null,
    membershipTier: 'explorer',
    billingCycle: null,
    membershipStatus: 'active',
    paymentStatus: 'paid',
    emailVerified: true,
    isAdmin,
    createdAt: new Date(),
  };
}

const members: Record<string, MemberView> = {
  admin: memberView(adminId, true),
  member: memberView(memberId, false),
};

async function startApp(kind: 'pglite' | 'postgres') {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'commons-ads-routes-'));
  const target = await copyTemplate(testDatabaseTemplates(), kind);
  const env: Record<string, string> = { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  if (target.kind === 'postgres') env.DATABASE_URL = target.url;
  else await rename(target.dir!, path.join(dataDir, 'pglite'));
  const container = await createContainer(loadConfig(env));
  const inDatabaseScope = container.resolve(InfrastructureTokens.DatabaseScope);
  const app = new Koa<AppState>();
  app.silent = true;
  const router = new Router<AppState>();
  adsRoutes(router, container);
  app.use((ctx, next) => {
    ctx.state.log = silentLogger;
    ctx.state.requestId = 'test';
    const who = ctx.get('x-test-member');
    if (who) ctx.state.member = members[who];
    return next();
  });
  app.use(errorHandler());
  app.use(bodyParser({ enableTypes: ['json'] }));
  app.use((_ctx, next) => inDatabaseScope(next));
  app.use(router.routes());
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    container,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await container.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const validCampaign = {
  name: 'Spring launch',
  imageUrl: 'https://ads.example.com/spring.png',
  alt: 'Spring launch banner',
  clickUrl: 'https://sponsor.example.com/spring',
};

for (const kind of testDatabaseKinds()) {
  describe(`ad routes on ${kind}`, () => {
    let app: Awaited<ReturnType<typeof startApp>>;
    beforeAll(async () => {
      app = await startApp(kind);
    }, 60_000);
    afterAll(() => app?.stop());
    beforeEach(async () => {
      const orm = app.container.resolve(InfrastructureTokens.Orm);
      await truncateAll(orm);
      await seedDatabase(orm);
      // Rows were removed behind the cache's back.
      const campaigns = app.container.resolve(AdTokens.AdCampaignRepository);
      if (campaigns instanceof CachedAdCampaignRepository) campaigns.invalidate();
    });

    async function call(
      method: string,
      pathAndQuery: string,
      options: { as?: 'admin' | 'member'; body?: unknown; userAgent?: string } = {},
    ): Promise<{ status: number; body: unknown }> {
      const headers: Record<string, string> = {};
      if (options.as) headers['x-test-member'] = options.as;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      if (options.userAgent !== undefined) headers['user-agent'] = options.userAgent;
      const response = await fetch(`${app.url}${pathAndQuery}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    }

    async function createAd(fields: Record<string, unknown> = {}): Promise<{ id: string }> {
      const created = await call('POST', '/api/ads', { as: 'admin', body: { ...validCampaign, ...fields } });
      expect(created.status).toBe(201);
      return created.body as { id: string };
    }

    it('fills a slot with { ad } and answers { ad: null } when nothing is eligible', async () => {
      expect(await call('GET', '/api/ad-slot?slot=dashboard-primary')).toEqual({
        status: 200,
        body: { ad: null },
      });

      const created = await createAd({ countries: ['NG'] });

      expect(
        await call('GET', '/api/ad-slot?slot=dashboard-primary&tier=builder&sector=Tech&country=ng'),
      ).toEqual({
        status: 200,
        body: {
          ad: {
            id: created.id,
            imageUrl: validCampaign.imageUrl,
            clickUrl: validCampaign.clickUrl,
            alt: validCampaign.alt,
          },
        },
      });
      expect(await call('GET', '/api/ad-slot?slot=dashboard-primary')).toEqual({
        status: 200,
        body: { ad: null },
      });
    });

    it('answers 400 for a missing or unknown slot', async () => {
      expect(await call('GET', '/api/ad-slot')).toEqual({
        status: 400,
        body: expect.objectContaining({ error: 'Ad slot is required' }),
      });
      expect(await call('GET', '/api/ad-slot?slot=sidebar')).toEqual({
        status: 400,
        body: expect.objectContaining({ error: 'Unknown ad slot' }),
      });
    });

    it('serves a slot from the cache without a database query, and sees its own admin writes at once', async () => {
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
        expect(execute).not.toHaveBeenCalled();
      } finally {
        execute.mockRestore();
      }

      await call('PATCH', `/api/ads/${created.id}`, { as: 'admin', body: { status: 'paused' } });
      expect((await call('GET', '/api/ad-slot?slot=dashboard-primary')).body).toEqual({ ad: null });
    });

    it('counts impressions and clicks with 204, not bot clicks, and answers 404 for unknown campaigns', async () => {
      const created = await createAd();

      expect((await call('POST', `/api/ads/${created.id}/impression`)).status).toBe(204);
      expect((await call('POST', `/api/ads/${created.id}/impression`)).status).toBe(204);
      expect((await call('POST', `/api/ads/${created.id}/click`, { userAgent: browser })).status).toBe(204);
      expect(
        (await call('POST', `/api/ads/${created.id}/click`, { userAgent: 'Googlebot/2.1' })).status,
      ).toBe(204);
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        expect((await call('POST', `/api/ads/${id}/impression`)).status).toBe(404);
        expect((await call('POST', `/api/ads/${id}/click`, { userAgent: browser })).status).toBe(404);
      }

      const list = await call('GET', '/api/ads', { as: 'admin' });
      expect(list.body).toEqual([
        expect.objectContaining({ id: created.id, impressions: 2, clicks: 1, ctr: 50 }),
      ]);
      const today = new Date().toISOString().slice(0, 10);
      const stats = await call('GET', `/api/ads/${created.id}/stats?from=${today}&to=${today}`, {
        as: 'admin',
      });
      expect(stats).toEqual({
        status: 200,
        body: {
          campaignId: created.id,
          from: today,
          to: today,
          days: [{ day: today, impressions: 2, clicks: 1 }],
        },
      });
    });

    it('lets an admin create, update and delete campaigns', async () => {
      const created = await createAd({ weight: 3, adminUserId: adminId });

      const updated = await call('PATCH', `/api/ads/${created.id}?x=1`, {
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
        expect(await call(method, url, { body, as: 'admin' }), `${method} ${url}`).toEqual({
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
  });
}
