/**
 * Members-only knowledge over the in-process app (every middleware, real sessions, the real
 * container and database): a `paid` article's gated part reaches only a reader with access, in
 * the article API and in what the page renderer is given, and never the feed, the sitemap, a
 * kept page or a later visitor. The page renderer here is a stand-in that writes out everything it
 * was given for the article, so a sentence missing from its page was never given to the renderer
 * (whose HTML and server-state JSON are made from that alone).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { databaseKinds } from '@commons/adapters/persistence/testing/test-database';
import { testDatabaseTemplates } from '@commons/adapters/persistence/testing/vitest-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const renderer = `
export async function render({ url, knowledge }) {
  if (url.startsWith('/knowledge/')) {
    const article = await knowledge.publishedArticle(url.slice('/knowledge/'.length));
    return { status: article ? 200 : 404, html: JSON.stringify(article), cacheable: false };
  }
  return { status: 200, html: 'a page without articles', cacheable: true };
}
`;

const openSentence = 'Corporate investors in the region doubled their pilots.';
const gatedSentence = 'The confidential finding: seven of twelve pilots reached customers.';

const paidArticle = {
  title: 'Pilot outcomes for paying members',
  slug: 'pilot-outcomes-for-paying-members',
  category: 'Research',
  excerpt: 'What the cohort learned, for paying members.',
  content: [openSentence, 'A second open paragraph.', gatedSentence, '<script>alert(1)</script>'].join(
    '\n\n',
  ),
  visibility: 'paid',
};

for (const kind of databaseKinds(testDatabaseTemplates())) {
  describe(`a paid article (${kind})`, () => {
    let server: TestApp;
    let webRoot: string;
    let adminCookie: string;
    let explorerCookie: string;
    let leaderCookie: string;

    beforeAll(async () => {
      webRoot = await mkdtemp(path.join(tmpdir(), 'members-only-web-'));
      await writeFile(path.join(webRoot, 'index.html'), '<div id="root"></div>');
      await writeFile(path.join(webRoot, 'renderer.mjs'), renderer);
      server = await startTestApp({
        kind,
        env: { LOG_LEVEL: 'error' },
        web: { webRoot, rendererFile: path.join(webRoot, 'renderer.mjs') },
      });
      adminCookie = (await server.signIn({ staffRole: 'admin', email: `gate-admin-${kind}@commons.test` }))
        .cookie;
      explorerCookie = (
        await server.signIn({ email: `gate-explorer-${kind}@commons.test`, membershipTier: 'explorer' })
      ).cookie;
      leaderCookie = (
        await server.signIn({ email: `gate-leader-${kind}@commons.test`, membershipTier: 'leader' })
      ).cookie;
      const created = await server.request('POST', '/api/admin/articles', {
        body: paidArticle,
        cookie: adminCookie,
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ visibility: 'paid', tiers: [] });
      const { id } = created.body as { id: string };
      const published = await server.request('PATCH', `/api/admin/articles/${id}`, {
        body: { published: true },
        cookie: adminCookie,
      });
      expect(published.status).toBe(200);
    });
    afterAll(async () => {
      await server?.stop();
      await rm(webRoot, { recursive: true, force: true });
    });

    const api = (cookie?: string) =>
      server.request('GET', `/api/knowledge/${paidArticle.slug}`, cookie ? { cookie } : {});
    const page = (cookie?: string) =>
      server.request('GET', `/knowledge/${paidArticle.slug}`, cookie ? { cookie } : {});

    it('gives a visitor the preview from the API, rendered, without the Markdown or the gated part', async () => {
      const answer = await api();
      const article = answer.body as Record<string, unknown>;

      expect(answer.status).toBe(200);
      expect(article).not.toHaveProperty('content');
      expect(article).toMatchObject({ locked: true, visibility: 'paid', excerpt: paidArticle.excerpt });
      expect(article.html).toContain(openSentence);
      expect(JSON.stringify(article)).not.toContain('confidential finding');
      expect(JSON.stringify(article)).not.toContain('<script');
    });

    it('lists the article in the feed (excerpt only), the sitemap and the public list, without its gated part', async () => {
      const feed = (await server.request('GET', '/knowledge/feed.xml')).body as string;
      const sitemap = (await server.request('GET', '/sitemap.xml')).body as string;
      const list = await server.request('GET', '/api/knowledge');

      expect(feed).toContain(paidArticle.excerpt);
      expect(sitemap).toContain(`/knowledge/${paidArticle.slug}`);
      expect(list.body).toContainEqual(
        expect.objectContaining({ slug: paidArticle.slug, visibility: 'paid' }),
      );
      for (const document of [feed, sitemap, JSON.stringify(list.body)]) {
        expect(document).not.toContain('confidential finding');
        expect(document).not.toContain(openSentence);
      }
    });

    it('keeps the gated part from an Explorer, whose tier does not unlock it', async () => {
      const answer = await api(explorerCookie);
      expect(answer.body).toMatchObject({ locked: true });
      expect(JSON.stringify(answer.body)).not.toContain('confidential finding');
      expect((await page(explorerCookie)).body).not.toContain('confidential finding');
    });

    it('says who the article was read for, so the page asks an Explorer to upgrade, not to sign in', async () => {
      const explorer = { signedIn: true, reader: { tier: 'explorer' } };
      const visitor = { signedIn: false, reader: null };

      expect((await api(explorerCookie)).body).toMatchObject({ viewer: explorer });
      expect(JSON.parse((await page(explorerCookie)).body as string)).toMatchObject({ viewer: explorer });
      expect((await api()).body).toMatchObject({ viewer: visitor });
      expect(JSON.parse((await page()).body as string)).toMatchObject({ viewer: visitor });
    });

    it('gives a paid member the whole article, private to them, and a later visitor still the preview', async () => {
      const fromApi = await api(leaderCookie);
      expect(fromApi.body).toMatchObject({ locked: false });
      expect((fromApi.body as { html: string }).html).toContain(gatedSentence.slice(0, 30));
      expect((fromApi.body as { html: string }).html).toContain('<div class="members-only">');
      expect(fromApi.headers.get('cache-control')).toBe('private, no-cache');

      const memberPage = await page(leaderCookie);
      expect(memberPage.status).toBe(200);
      expect(memberPage.body).toContain('confidential finding');
      expect(memberPage.headers.get('cache-control')).toBe('private, no-cache');

      const visitorPage = await page();
      expect(visitorPage.status).toBe(200);
      expect(visitorPage.body).toContain(openSentence);
      expect(visitorPage.body).not.toContain('confidential finding');
      expect(visitorPage.headers.get('cache-control')).toBe('no-cache');
      expect(JSON.stringify((await api()).body)).not.toContain('confidential finding');
    });

    it('gives staff the whole article, as Ghost does, on a page private to them', async () => {
      const fromApi = await api(adminCookie);
      expect(fromApi.body).toMatchObject({ locked: false });
      expect((fromApi.body as { html: string }).html).toContain(gatedSentence.slice(0, 30));

      const staffPage = await page(adminCookie);
      expect(staffPage.body).toContain('confidential finding');
      expect(staffPage.headers.get('cache-control')).toBe('private, no-cache');
      expect((await page()).body).not.toContain('confidential finding');
    });

    it('refuses a tiers article that names no tier, in words', async () => {
      const answer = await server.request('POST', '/api/admin/articles', {
        body: { ...paidArticle, slug: `no-tiers-${kind}`, visibility: 'tiers', tiers: [] },
        cookie: adminCookie,
      });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('Choose at least one tier for a tiers article');
    });
  });
}
