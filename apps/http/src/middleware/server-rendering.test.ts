import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocally } from '../testing/listen.ts';
import type { ArticleSummary } from '@commons/core/knowledge/article';
import type { AccountTier } from '@commons/core/members/tiers';
import { DomainError } from '@commons/core/shared/domain-error';
import { serverRendering } from './server-rendering.ts';

// A stand-in for the built renderer: each page says how many renders the process has done, so a
// test sees whether an answer was kept or rendered again.
const renderer = `
let renders = 0;
export async function render({ url, knowledge }) {
  renders += 1;
  if (url.startsWith('/knowledge/')) {
    const article = await knowledge.publishedArticle(url.slice('/knowledge/'.length));
    return { status: article ? 200 : 404, html: 'article render ' + renders, cacheable: false };
  }
  if (url.startsWith('/newsletter/unsubscribe?')) {
    return { status: 200, html: 'link page render ' + renders, cacheable: true, secretUrl: true };
  }
  if (url === '/knowledge') {
    const list = await knowledge.publishedArticles();
    return { status: 200, html: list.length + ' articles, render ' + renders, cacheable: false };
  }
  return { status: 200, html: 'static render ' + renders, cacheable: true };
}
`;

describe('serverRendering', () => {
  let url: string;
  let close: () => Promise<void>;
  let publishedList: ArticleSummary[] = [];
  // Like the cached repository's: the version changes whenever the list may have (a write, an
  // expiry), the revision only when its content did.
  let listVersion = 0;
  let listRevision = 0;
  const publish = (list: ArticleSummary[]) => {
    publishedList = list;
    listVersion += 1;
    listRevision += 1;
  };
  let databaseScopes = 0;
  const published = new Set<string>();
  // While set, reading the list waits for it: a render in progress that a test holds open.
  let listGate: Promise<void> | undefined;
  let requestsSeen = 0;
  const readersSeen: (AccountTier | null)[] = [];

  beforeAll(async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'server-rendering-'));
    await writeFile(path.join(dir, 'renderer.mjs'), renderer);
    await writeFile(path.join(dir, 'index.html'), '<div id="root"></div>');
    const app = new Koa();
    app.use((_ctx, next) => {
      requestsSeen += 1;
      return next();
    });
    app.use(
      serverRendering({
        rendererFile: path.join(dir, 'renderer.mjs'),
        templateFile: path.join(dir, 'index.html'),
        publicUrl: 'https://commons.example.org',
        listPublishedArticles: async () => {
          await listGate;
          return publishedList;
        },
        publishedListChanges: {
          version: () => listVersion,
          revision: async () => {
            await listGate;
            return listRevision;
          },
        },
        getPublishedArticle: async (slug, viewer) => {
          if (!published.has(slug)) throw new DomainError('NOT_FOUND', 'Article not found');
          readersSeen.push(viewer.reader?.tier ?? null);
          return { slug } as never;
        },
        getAuthorPage: async () => {
          throw new DomainError('NOT_FOUND', 'Author not found');
        },
        // The test's stand-in for a session cookie: a header naming the reader's tier.
        sessionViewer: (ctx) => {
          const tier = ctx.get('x-reader-tier');
          return tier ? async () => ({ signedIn: true, reader: { tier: tier as AccountTier } }) : null;
        },
        inDatabaseScope: (work) => {
          databaseScopes += 1;
          return work();
        },
      }),
    );
    ({ url, close } = await listenLocally(app));
  });
  afterAll(() => close());

  const page = async (pathname: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${url}${pathname}`, { headers });
    return {
      status: response.status,
      body: await response.text(),
      cacheControl: response.headers.get('cache-control'),
      referrerPolicy: response.headers.get('referrer-policy'),
    };
  };

  it("never keeps or lets anyone store a page whose URL holds an e-mailed link's token, nor names it as referrer", async () => {
    const first = await page('/newsletter/unsubscribe?token=secret');
    const second = await page('/newsletter/unsubscribe?token=secret');

    expect(second.body).not.toBe(first.body);
    expect(second).toMatchObject({ status: 200, cacheControl: 'no-store', referrerPolicy: 'no-referrer' });
  });

  it('keeps a page that reads no article', async () => {
    const first = await page('/f100');
    expect((await page('/f100')).body).toBe(first.body);
  });

  it('keeps a page of the published list while the list is the same, and renders it again once it changes', async () => {
    const first = await page('/knowledge');
    expect((await page('/knowledge')).body).toBe(first.body);

    publish([{ slug: 'fresh' } as ArticleSummary]);
    const after = await page('/knowledge');
    expect(after.body).toMatch(/^1 articles, render \d+$/);
    expect(after.body).not.toBe(first.body);
  });

  it('renders an article page on every request, so an unpublished article is gone at once', async () => {
    published.add('sandbox');
    const first = await page('/knowledge/sandbox');
    expect(first.status).toBe(200);
    expect((await page('/knowledge/sandbox')).body).not.toBe(first.body);

    published.delete('sandbox');
    expect((await page('/knowledge/sandbox')).status).toBe(404);
  });

  it("reads an article for a signed-in request's reader and sends the page private to them", async () => {
    published.add('paid-research');
    readersSeen.length = 0;

    const member = await page('/knowledge/paid-research', { 'x-reader-tier': 'leader' });
    const visitor = await page('/knowledge/paid-research');

    expect(readersSeen).toEqual(['leader', null]);
    expect(member.cacheControl).toBe('private, no-cache');
    expect(visitor.cacheControl).toBe('no-cache');
    expect(visitor.body).not.toBe(member.body);
  });

  it('serves a kept page to a signed-in request without rendering it for them', async () => {
    const kept = await page('/f100');
    const member = await page('/f100', { 'x-reader-tier': 'leader' });
    expect(member.body).toBe(kept.body);
    expect(member.cacheControl).toBe('no-cache');
  });

  it('compares the list version, with no database scope, on a kept page', async () => {
    const first = await page('/knowledge');
    const scopes = databaseScopes;
    expect((await page('/knowledge')).body).toBe(first.body);
    expect(databaseScopes).toBe(scopes);
  });

  it('keeps a page of the published list across expiries of the list cache while its content is the same', async () => {
    const first = await page('/knowledge');
    const scopes = databaseScopes;

    // The cache's expiry gives a new version (a publish elsewhere may hide in it): one look at the
    // revision says the content is the same, and the page is kept under the new version.
    listVersion += 1;
    expect((await page('/knowledge')).body).toBe(first.body);
    expect(databaseScopes).toBe(scopes + 1);
    expect((await page('/knowledge')).body).toBe(first.body);
    expect(databaseScopes).toBe(scopes + 1);

    // A publish on another instance shows at this instance's next expiry: a new revision.
    listVersion += 1;
    listRevision += 1;
    const again = await page('/knowledge');
    expect(again.body).not.toBe(first.body);
  });

  it('renders an out-of-date page once for all the requests that arrive during its render', async () => {
    const before = await page('/knowledge');
    publish([...publishedList]);
    let openGate!: () => void;
    listGate = new Promise((resolve) => (openGate = resolve));
    const seen = requestsSeen;
    const answers = Array.from({ length: 5 }, () => page('/knowledge'));
    await expect.poll(() => requestsSeen).toBe(seen + 5);
    listGate = undefined;
    openGate();
    const bodies = new Set((await Promise.all(answers)).map((answer) => answer.body));
    expect(bodies.size).toBe(1);
    // Each page says how many renders the process has done: one more, for all five.
    const renders = (body: string) => Number(/render (\d+)$/.exec(body)![1]);
    expect(renders([...bodies][0]!)).toBe(renders(before.body) + 1);
  });
});
