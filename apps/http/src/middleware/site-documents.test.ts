import Koa from 'koa';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocally } from '../testing/listen.ts';
import { toSummary, type ArticleSummary } from '@commons/core/knowledge/article';
import { anArticle } from '@commons/core/knowledge/testing/article-builder';
import { publicPagePaths } from '../site-documents/public-pages.ts';
import { siteDocuments } from './site-documents.ts';

const publicUrl = 'https://commons.example';
const articles: ArticleSummary[] = [
  toSummary(
    anArticle({
      slug: 'newest',
      title: 'Risk & <Reward> in "African" tech',
      excerpt: "Founders' notes \u0001 on funding",
      imageUrl: '/images/newest.svg',
      tags: [{ name: 'Funding', slug: 'funding' }],
      publishedAt: new Date('2026-05-02T10:00:00Z'),
    }),
  ),
  toSummary(
    anArticle({
      slug: 'undated',
      category: 'Case Study',
      publishedAt: null,
      createdAt: new Date('2026-04-01T00:00:00Z'),
    }),
  ),
  toSummary(
    anArticle({
      slug: 'revised',
      tags: [{ name: 'Funding', slug: 'funding' }],
      publishedAt: new Date('2026-03-01T00:00:00Z'),
      updatedAt: new Date('2026-03-20T08:00:00Z'),
    }),
  ),
];
/** The full text of the first article only, as core's feedBodies gives the public ones. */
const fullText = '<p>All of it, even a ]]> in the text.</p>';

const ada = { name: 'Ada <Lovelace>', slug: 'ada', bio: '', avatarUrl: null };
const bea = { name: 'Bea Okafor', slug: null, bio: '', avatarUrl: null };
const cy = { name: 'Cy Twombly', slug: 'cy-twombly', bio: '', avatarUrl: null };

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'item'].includes(name) });

let base: string;
let close: () => Promise<void>;
let listCalls = 0;
let listVersion = 0;
let listRevision = 0;

beforeAll(async () => {
  const app = new Koa();
  app.use(
    siteDocuments({
      publicUrl,
      siteName: 'Innovation Commons',
      listPublishedArticles: async () => {
        listCalls += 1;
        return articles;
      },
      publishedListChanges: { version: () => listVersion, revision: async () => listRevision },
      inDatabaseScope: (work) => work(),
      feedBodies: async () => new Map([[articles[0]!.id, fullText]]),
      articleAuthors: async () =>
        new Map([
          [articles[0]!.id, [ada, bea]],
          [articles[2]!.id, [cy, ada]],
        ]),
    }),
  );
  app.use((ctx) => {
    ctx.body = 'spa shell';
  });
  ({ url: base, close } = await listenLocally(app));
});
afterAll(() => close());

async function xml(path: string) {
  const response = await fetch(`${base}${path}`);
  const text = await response.text();
  expect(XMLValidator.validate(text)).toBe(true);
  return { response, text, document: parser.parse(text) };
}

describe('site documents', () => {
  it('lists every public page, every published article and the pages listing them, with absolute URLs and lastmod', async () => {
    const { response, document } = await xml('/sitemap.xml');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const urls = document.urlset.url as { loc: string; lastmod?: string }[];
    expect(document.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(urls.map((url) => url.loc)).toEqual([
      ...publicPagePaths.map((page) => `${publicUrl}${page}`),
      `${publicUrl}/knowledge/newest`,
      `${publicUrl}/knowledge/undated`,
      `${publicUrl}/knowledge/revised`,
      `${publicUrl}/knowledge/category/insight`,
      `${publicUrl}/knowledge/tag/funding`,
      `${publicUrl}/knowledge/author/ada`,
      `${publicUrl}/knowledge/category/case-study`,
      `${publicUrl}/knowledge/author/cy-twombly`,
    ]);
    expect(urls.length).toBeGreaterThanOrEqual(13);
    expect(urls.map((url) => url.loc)).toEqual(
      expect.arrayContaining(
        ['/', '/pillars/academia', '/pillars/acif', '/pillars/scitech', '/pillars/vsaas', '/pillars/wsa']
          .concat(['/f100', '/partnership', '/knowledge', '/membership'])
          .map((page) => `${publicUrl}${page}`),
      ),
    );
    const lastmod = (path: string) => urls.find((url) => url.loc === `${publicUrl}${path}`)?.lastmod;
    expect(lastmod('/knowledge/newest')).toBe('2026-05-02T10:00:00.000Z');
    expect(lastmod('/knowledge/undated')).toBe('2026-04-01T00:00:00.000Z');
    // An edit after publication is the article's last change.
    expect(lastmod('/knowledge/revised')).toBe('2026-03-20T08:00:00.000Z');
    // A category's or tag's page changes with the newest of its articles.
    expect(lastmod('/knowledge/tag/funding')).toBe('2026-05-02T10:00:00.000Z');
    expect(lastmod('/knowledge/category/case-study')).toBe('2026-04-01T00:00:00.000Z');
    // So does an author's; an author without a page (no slug yet) is not listed.
    expect(lastmod('/knowledge/author/ada')).toBe('2026-05-02T10:00:00.000Z');
    expect(lastmod('/knowledge/author/cy-twombly')).toBe('2026-03-20T08:00:00.000Z');
    expect(urls.find((url) => url.loc === `${publicUrl}/knowledge`)?.lastmod).toBe(
      '2026-05-02T10:00:00.000Z',
    );
  });

  it('serves an RSS 2.0 feed of the published articles with their text escaped', async () => {
    const { response, text, document } = await xml('/knowledge/feed.xml');

    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(document.rss['@_version']).toBe('2.0');
    const channel = document.rss.channel;
    expect(channel.title).toBe('Innovation Commons Knowledge Hub');
    expect(channel.link).toBe(`${publicUrl}/knowledge`);
    expect(channel['atom:link']['@_href']).toBe(`${publicUrl}/knowledge/feed.xml`);
    const [first, second] = channel.item as Record<string, unknown>[];
    expect(first).toMatchObject({
      link: `${publicUrl}/knowledge/newest`,
      pubDate: 'Sat, 02 May 2026 10:00:00 GMT',
      category: 'Insight',
    });
    expect(text).toContain('<title>Risk &amp; &lt;Reward&gt; in &quot;African&quot; tech</title>');
    expect(text).toContain('<description>Founders&apos; notes  on funding</description>');
    expect(first!.enclosure).toMatchObject({
      '@_url': `${publicUrl}/images/newest.svg`,
      '@_type': 'image/svg+xml',
    });
    expect(second).toMatchObject({
      link: `${publicUrl}/knowledge/undated`,
      pubDate: 'Wed, 01 Apr 2026 00:00:00 GMT',
    });
  });

  it('carries the full text of an article it is given one for, and only the excerpt otherwise', async () => {
    const { document } = await xml('/knowledge/feed.xml');

    const [first, second] = document.rss.channel.item as Record<string, unknown>[];
    expect(document.rss['@_xmlns:content']).toBe('http://purl.org/rss/1.0/modules/content/');
    expect(first!['content:encoded']).toBe(fullText);
    expect(second).not.toHaveProperty('content:encoded');
  });

  it('names every author of an article, and no one on an article without authors', async () => {
    const { document } = await xml('/knowledge/feed.xml');

    const [first, second] = document.rss.channel.item as Record<string, unknown>[];
    expect(document.rss['@_xmlns:dc']).toBe('http://purl.org/dc/elements/1.1/');
    expect(first!['dc:creator']).toEqual([ada.name, bea.name]);
    expect(second).not.toHaveProperty('dc:creator');
  });

  it('keeps crawlers out of the member area, the admin console and the API, and names the sitemap', async () => {
    const response = await fetch(`${base}/robots.txt`);
    const lines = (await response.text()).split('\n');

    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(lines).toEqual(
      expect.arrayContaining(['Disallow: /dashboard', 'Disallow: /admin', 'Disallow: /api/']),
    );
    expect(lines).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
  });

  it('answers 304 to a client that holds the current version', async () => {
    const first = await fetch(`${base}/sitemap.xml`);
    const etag = first.headers.get('etag')!;

    const again = await fetch(`${base}/sitemap.xml`, { headers: { 'if-none-match': etag } });
    const stale = await fetch(`${base}/sitemap.xml`, { headers: { 'if-none-match': '"old"' } });

    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(stale.status).toBe(200);
  });

  it('lists the articles again only once their content changed, and leaves every other path to the next middleware', async () => {
    listVersion += 1;
    listRevision += 1;
    const before = listCalls;
    await fetch(`${base}/knowledge/feed.xml`);
    await fetch(`${base}/knowledge/feed.xml`);
    expect(listCalls).toBe(before + 1);
    // The list's cache expired, the content is the same: the feed is kept.
    listVersion += 1;
    const kept = await fetch(`${base}/knowledge/feed.xml`);
    expect(kept.status).toBe(200);
    expect(listCalls).toBe(before + 1);
    listVersion += 1;
    listRevision += 1;
    await fetch(`${base}/knowledge/feed.xml`);
    expect(listCalls).toBe(before + 2);

    const other = await fetch(`${base}/knowledge/some-article`);
    const posted = await fetch(`${base}/sitemap.xml`, { method: 'POST' });
    expect(listCalls).toBe(before + 2);
    expect(await other.text()).toBe('spa shell');
    expect(await posted.text()).toBe('spa shell');
  });
});
