/**
 * The feed over the in-process app (real container and database): a public article's item holds
 * its whole text, a gated article's only its excerpt, and its members-only part is nowhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await app.signIn({ isAdmin: true, membershipTier: null })).cookie;
});
afterAll(() => app?.stop());

async function published(body: Record<string, unknown>): Promise<void> {
  const created = await app.request('POST', '/api/admin/articles', {
    cookie: admin,
    body: { category: 'Research', excerpt: 'The short of it.', ...body },
  });
  const { id } = created.body as { id: string };
  const answer = await app.request('PATCH', `/api/admin/articles/${id}`, {
    cookie: admin,
    body: { published: true },
  });
  expect(answer.status).toBe(200);
}

function itemOf(feed: string, slug: string): string {
  return feed.split('<item>').find((item) => item.includes(`/knowledge/${slug}</link>`)) ?? '';
}

describe('the knowledge feed', () => {
  it('holds the full text of a public article and only the excerpt of a gated one', async () => {
    await published({ title: 'Open findings', content: 'First paragraph.\n\nThe **whole** second paragraph.' });
    await published({
      title: 'Members findings',
      visibility: 'members',
      content: 'The preview paragraph.\n\n<!-- members-only -->\n\nThe hidden conclusion.',
    });

    const feed = await (await fetch(`${app.url}/knowledge/feed.xml`)).text();

    const open = itemOf(feed, 'open-findings');
    expect(open).toContain('<content:encoded><![CDATA[');
    expect(open).toContain('<p>The <strong>whole</strong> second paragraph.</p>');
    const gated = itemOf(feed, 'members-findings');
    expect(gated).toContain('<description>The short of it.</description>');
    expect(gated).not.toContain('content:encoded');
    expect(feed).not.toContain('hidden conclusion');
  });
});
