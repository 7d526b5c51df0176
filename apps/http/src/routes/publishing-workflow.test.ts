/**
 * The publishing workflow over the in-process app with its background workers running: an article
 * scheduled 30 s ahead is nowhere public, then public within 90 s with no request from anyone to
 * make it so, and a send made for it waits for it; the feed holds a public article's whole text,
 * a gated article's excerpt only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await app.signIn({ staffRole: 'admin', membershipTier: null })).cookie;
});
afterAll(() => app?.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function publicView(slug: string) {
  const [article, list, feed, sitemap] = await Promise.all([
    fetch(`${app.url}/api/knowledge/${slug}`),
    fetch(`${app.url}/api/knowledge`).then((answer) => answer.json() as Promise<{ slug: string }[]>),
    fetch(`${app.url}/knowledge/feed.xml`).then((answer) => answer.text()),
    fetch(`${app.url}/sitemap.xml`).then((answer) => answer.text()),
  ]);
  return {
    status: article.status,
    listed: list.some((summary) => summary.slug === slug),
    inFeed: feed.includes(`/knowledge/${slug}<`),
    inSitemap: sitemap.includes(`/knowledge/${slug}<`),
  };
}

describe('an article scheduled for publication', () => {
  it('answers 404 publicly until its time, then 200 within 90 s with no action from anyone; its send waits for it', async () => {
    // A few seconds ahead: the publisher's poll, not the wait for the time, is what is checked.
    const publishAt = new Date(Date.now() + 5_000).toISOString();
    const created = await app.request('POST', '/api/admin/articles', {
      cookie: admin,
      body: {
        title: 'Scheduled findings',
        category: 'Research',
        excerpt: 'Out at the set time.',
        content: 'The whole text.',
        publishAt,
      },
    });
    expect(created.status).toBe(201);
    const article = created.body as { id: string; slug: string; published: boolean; publishAt: string };
    expect(article).toMatchObject({ slug: 'scheduled-findings', published: false, publishAt });

    const send = await app.request('POST', `/api/admin/articles/${article.id}/send`, {
      cookie: admin,
      body: { segment: 'everyone' },
    });
    expect(send.status).toBe(202);
    const sendId = (send.body as { id: string; scheduledAt: string }).id;
    expect((send.body as { scheduledAt: string }).scheduledAt).toBe(publishAt);

    expect(await publicView(article.slug)).toEqual({
      status: 404,
      listed: false,
      inFeed: false,
      inSitemap: false,
    });

    const deadline = Date.now() + 90_000;
    let status = 404;
    while (status !== 200 && Date.now() < deadline) {
      await sleep(1_000);
      status = (await fetch(`${app.url}/api/knowledge/${article.slug}`)).status;
    }
    expect(status).toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(new Date(publishAt).getTime());
    // Other public lists are kept at most the list cache's few seconds.
    await sleep(5_000);
    expect(await publicView(article.slug)).toEqual({
      status: 200,
      listed: true,
      inFeed: true,
      inSitemap: true,
    });

    await app.settleSends();
    const progress = await app.request('GET', `/api/admin/sends/${sendId}`, { cookie: admin });
    expect((progress.body as { status: string }).status).not.toBe('scheduled');
  }, 120_000);

  it('refuses a send for a draft that is neither published nor scheduled', async () => {
    const created = await app.request('POST', '/api/admin/articles', {
      cookie: admin,
      body: { title: 'Plain draft', category: 'Insight', excerpt: 'Not yet.', content: 'Text.' },
    });
    const { id } = created.body as { id: string };

    const send = await app.request('POST', `/api/admin/articles/${id}/send`, {
      cookie: admin,
      body: { segment: 'everyone' },
    });

    expect(send.status).toBe(409);
  });
});

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
    await published({
      title: 'Open findings',
      content: 'First paragraph.\n\nThe **whole** second paragraph.',
    });
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
