/**
 * The audit log over HTTP: every staff write to articles and ad campaigns is listed with the
 * acting admin, filtered by the record's kind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let server: TestApp;
let admin: { cookie: string; id: string; email: string };

const asAdmin = (method: string, path: string, body?: unknown) =>
  server.request(method, path, { body, cookie: admin.cookie });

interface ListedEntry {
  action: string;
  actor: { kind: string; id: string | null; email: string | null };
  subject: { kind: string; id: string };
}

async function auditOf(kind: string, id: string): Promise<[string, string | null][]> {
  const answer = await asAdmin('GET', `/api/admin/audit?kind=${kind}&subjectId=${id}`);
  expect(answer.status).toBe(200);
  return (answer.body as ListedEntry[]).map((entry) => [entry.action, entry.actor.email]);
}

beforeAll(async () => {
  server = await startTestApp();
  const signedIn = await server.signIn({ staffRole: 'admin', email: 'audit-admin@commons.test' });
  admin = { cookie: signedIn.cookie, id: signedIn.member.id, email: signedIn.member.email };
});
afterAll(() => server?.stop());

describe('the audit log of articles and campaigns', () => {
  it('lists an article created, edited, published, unpublished and deleted, newest first', async () => {
    const created = await asAdmin('POST', '/api/admin/articles', {
      title: 'Audited note',
      slug: 'audited-note',
      category: 'Insight',
      excerpt: 'Written to be audited.',
      content: 'Body.',
    });
    expect(created.status).toBe(201);
    const { id } = created.body as { id: string };
    for (const change of [{ title: 'Audited note, revised' }, { published: true }, { published: false }]) {
      expect((await asAdmin('PATCH', `/api/admin/articles/${id}`, change)).status).toBe(200);
    }
    expect((await asAdmin('DELETE', `/api/admin/articles/${id}`)).status).toBe(204);

    expect(await auditOf('article', id)).toEqual([
      ['article.deleted', admin.email],
      ['article.unpublished', admin.email],
      ['article.published', admin.email],
      ['article.edited', admin.email],
      ['article.created', admin.email],
    ]);
  });

  it('lists a campaign created, edited, paused and deleted', async () => {
    const created = await asAdmin('POST', '/api/ads', {
      name: 'Audited campaign',
      imageUrl: 'https://ads.example.com/audited.png',
      alt: 'Audited banner',
      clickUrl: 'https://sponsor.example.com/audited',
    });
    expect(created.status).toBe(201);
    const { id } = created.body as { id: string };
    expect((await asAdmin('PATCH', `/api/ads/${id}`, { weight: 4 })).status).toBe(200);
    expect((await asAdmin('PATCH', `/api/ads/${id}`, { status: 'paused' })).status).toBe(200);
    expect((await asAdmin('DELETE', `/api/ads/${id}`)).status).toBe(204);

    expect(await auditOf('campaign', id)).toEqual([
      ['campaign.deleted', admin.email],
      ['campaign.paused', admin.email],
      ['campaign.edited', admin.email],
      ['campaign.created', admin.email],
    ]);
  });
});
