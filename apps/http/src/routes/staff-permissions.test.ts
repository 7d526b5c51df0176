/**
 * The staff matrix on the wire: every `/api/admin` and `/api/ads` route names its permission, and
 * every role gets 403 exactly where core's matrix says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, staffRoles, type Permission, type StaffRole } from '@commons/core/staff/permissions';
import { startTestApp, type TestApp } from '@commons/http/testing/test-app';
import { createApiRouter } from './index.ts';

/** The ad server's public events: any visitor's browser sends them, so they carry no permission. */
const publicAdRoutes = ['/api/ads/:id/impression', '/api/ads/:id/click'];

interface StaffRoute {
  method: string;
  path: string;
  permission: Permission | undefined;
}

let app: TestApp;
let routes: StaffRoute[];
const cookies = {} as Record<StaffRole | 'member', string>;

beforeAll(async () => {
  app = await startTestApp();
  routes = createApiRouter(app.container)
    .stack.filter((layer) => /^\/api\/(admin|ads)(\/|$)/.test(String(layer.path)))
    .filter((layer) => !publicAdRoutes.includes(String(layer.path)))
    .flatMap((layer) =>
      layer.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({
          method,
          path: String(layer.path),
          permission: layer.stack
            .map((middleware) => (middleware as { permission?: Permission }).permission)
            .find((permission) => permission !== undefined),
        })),
    );
  for (const role of staffRoles) cookies[role] = (await app.signIn({ staffRole: role })).cookie;
  cookies.member = (await app.signIn()).cookie;
}, 60_000);
afterAll(() => app?.stop());

/** A path with its parameters filled: an id that names nothing, an address nobody has. */
function concrete(path: string): string {
  return path.replace(':email', 'nobody%40example.org').replace(/:[a-z]+/gi, crypto.randomUUID());
}

describe('every staff route', () => {
  it('declares the permission it needs', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(
      routes.filter((route) => !route.permission).map((route) => `${route.method} ${route.path}`),
    ).toEqual([]);
  });

  it('refuses each role exactly what the matrix withholds, and a member without a role everything', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const route of routes) {
      for (const role of [...staffRoles, 'member'] as const) {
        const response = await app.request(route.method, concrete(route.path), {
          cookie: cookies[role],
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        const allowed = role !== 'member' && can(role, route.permission!);
        outcomes.push(
          `${role} ${route.method} ${route.path}: ${response.status === 403 ? 'refused' : 'let through'}`,
        );
        expected.push(`${role} ${route.method} ${route.path}: ${allowed ? 'let through' : 'refused'}`);
      }
    }
    expect(outcomes).toEqual(expected);
  }, 120_000);
});

describe('an editor', () => {
  it('reads the articles but not the members or their CSV', async () => {
    const cookie = cookies.editor;
    expect((await app.request('GET', '/api/admin/articles', { cookie })).status).toBe(200);
    expect((await app.request('GET', '/api/admin/users', { cookie })).status).toBe(403);
    expect((await app.request('GET', '/api/admin/members.csv', { cookie })).status).toBe(403);
  });
});

describe('an author', () => {
  const draft = { title: 'Field notes', category: 'Insight', excerpt: 'Seen.', content: 'Body.' };

  it('saves a draft and submits it for review, but cannot publish it', async () => {
    const cookie = cookies.author;
    const created = await app.request('POST', '/api/admin/articles', {
      cookie,
      body: { ...draft, slug: `notes-${crypto.randomUUID()}` },
    });
    expect(created.status).toBe(201);
    const { id } = created.body as { id: string };

    expect(
      (await app.request('PATCH', `/api/admin/articles/${id}`, { cookie, body: { title: 'Better' } })).status,
    ).toBe(200);
    const publishing = await app.request('PATCH', `/api/admin/articles/${id}`, {
      cookie,
      body: { published: true },
    });
    expect(publishing.status).toBe(403);
    const review = await app.request('POST', `/api/admin/articles/${id}/review`, { cookie });
    expect(review.status).toBe(200);
    expect(review.body).toMatchObject({ published: false, reviewRequestedAt: expect.any(String) });
  });

  it("cannot edit or delete another author's draft", async () => {
    const other = await app.signIn({ staffRole: 'author' });
    const created = await app.request('POST', '/api/admin/articles', {
      cookie: other.cookie,
      body: { ...draft, slug: `theirs-${crypto.randomUUID()}` },
    });
    const { id } = created.body as { id: string };

    const edit = await app.request('PATCH', `/api/admin/articles/${id}`, {
      cookie: cookies.author,
      body: { title: 'Mine' },
    });
    expect(edit.status).toBe(403);
    expect(
      (await app.request('DELETE', `/api/admin/articles/${id}`, { cookie: cookies.author })).status,
    ).toBe(403);
  });
});

describe('the session', () => {
  it('carries the role and its permissions for the console', async () => {
    const me = await app.request('GET', '/api/auth/me', { cookie: cookies.editor });
    expect(me.body).toMatchObject({
      staffRole: 'editor',
      permissions: ['knowledge:draft', 'knowledge:publish', 'newsletter:manage'],
    });
  });
});
