/**
 * The category and tag pages and the paged hub as real HTML over the in-process app with the built
 * web app (the journeys' global setup builds it): what a crawler gets, with honest statuses.
 */
import { KnowledgeTokens } from '@commons/container';
import type { Article } from '@commons/core/knowledge/article';
import { anArticle } from '@commons/core/knowledge/testing/article-builder';
import type { TestApp } from '@commons/http/testing/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer } from '../support/server.ts';

const publicUrl = 'https://commons.example.org';

let app: TestApp;
beforeAll(async () => {
  app = await startWebServer({ env: { PUBLIC_URL: publicUrl } });
  const repository = app.container.resolve(KnowledgeTokens.ArticleRepository);
  const save = (overrides: Partial<Article>) =>
    app.inScope(() => repository.saveBySlug(anArticle(overrides)));
  await save({
    slug: 'harbour-pilots',
    title: 'Harbour pilots',
    category: 'Case Study',
    tags: [{ name: 'Port Logistics', slug: 'port-logistics' }],
  });
  await save({
    slug: 'port-paywall',
    title: 'Port finances',
    category: 'Case Study',
    visibility: 'paid',
    content: 'Open part.\n\n<!-- members-only -->\n\nThe kept figures.',
    tags: [{ name: 'Port Logistics', slug: 'port-logistics' }],
  });
  // Enough articles of one tag for two pages of twelve, newest first.
  for (let index = 1; index <= 13; index += 1) {
    await save({
      slug: `event-${index}`,
      title: `Event number ${index}`,
      category: 'Event',
      tags: [{ name: 'Series', slug: 'series' }],
      publishedAt: new Date(Date.UTC(2020, 0, index)),
    });
  }
});
afterAll(() => app?.stop());

async function page(path: string) {
  const response = await fetch(`${app.url}${path}`);
  return { status: response.status, html: await response.text() };
}

const linkHref = (html: string, rel: string) =>
  new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');
const anchors = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1]!);

describe('category and tag pages', () => {
  it("renders a category's page with its articles only, a gated one as its summary, with its own title and canonical", async () => {
    const { status, html } = await page('/knowledge/category/case-study');

    expect(status).toBe(200);
    expect(html).toContain('<title>Case Study articles | Innovation Commons</title>');
    expect(linkHref(html, 'canonical')).toBe(`${publicUrl}/knowledge/category/case-study`);
    expect(anchors(html)).toEqual(
      expect.arrayContaining(['/knowledge/harbour-pilots', '/knowledge/port-paywall']),
    );
    expect(html).not.toContain('The kept figures.');
    // The page's data carries the whole published list; its links are the category's only.
    expect(anchors(html).filter((href) => href.startsWith('/knowledge/event-'))).toEqual([]);
    // The hub's sponsor zone, its box reserved at the slot's size and empty in the shared page.
    const zone = /<aside[^>]*data-ad-zone="knowledge-list"[\s\S]*?<\/aside>/.exec(html)?.[0];
    expect(zone).toContain('data-width="728" data-height="90"');
    expect(zone).not.toContain('<img');
  });

  it("renders a tag's page with the articles that carry it", async () => {
    const { status, html } = await page('/knowledge/tag/port-logistics');

    expect(status).toBe(200);
    expect(html).toContain('<title>Articles tagged Port Logistics | Innovation Commons</title>');
    expect(anchors(html)).toEqual(
      expect.arrayContaining(['/knowledge/harbour-pilots', '/knowledge/port-paywall']),
    );
    expect(anchors(html).filter((href) => href.startsWith('/knowledge/event-'))).toEqual([]);
  });

  it('answers 404 for a slug that names nothing, a page that is no page and one past the last', async () => {
    for (const path of [
      '/knowledge/category/news',
      '/knowledge/tag/no-such-tag',
      '/knowledge/tag/series?page=0',
      '/knowledge/tag/series?page=two',
      '/knowledge/tag/series?page=3',
      '/knowledge?page=0',
      '/knowledge?page=99',
    ]) {
      expect({ path, status: (await page(path)).status }).toEqual({ path, status: 404 });
    }
  });

  it('pages a long list with crawlable links and prev/next, the first page canonical without ?page', async () => {
    const first = await page('/knowledge/tag/series');
    const second = await page('/knowledge/tag/series?page=2');

    expect(first.status).toBe(200);
    expect(linkHref(first.html, 'canonical')).toBe(`${publicUrl}/knowledge/tag/series`);
    expect(linkHref(first.html, 'next')).toBe(`${publicUrl}/knowledge/tag/series?page=2`);
    expect(linkHref(first.html, 'prev')).toBeUndefined();
    expect(anchors(first.html)).toContain('/knowledge/tag/series?page=2');
    const articleLinks = (html: string) =>
      new Set(anchors(html).filter((href) => href.startsWith('/knowledge/event-')));
    expect(articleLinks(first.html)).toContain('/knowledge/event-13');
    expect(articleLinks(first.html)).not.toContain('/knowledge/event-1');

    expect(second.status).toBe(200);
    expect(linkHref(second.html, 'canonical')).toBe(`${publicUrl}/knowledge/tag/series?page=2`);
    expect(linkHref(second.html, 'prev')).toBe(`${publicUrl}/knowledge/tag/series`);
    expect(anchors(second.html)).toContain('/knowledge/tag/series');
    expect([...articleLinks(second.html)]).toEqual(['/knowledge/event-1']);

    const hub = await page('/knowledge');
    expect(linkHref(hub.html, 'next')).toBe(`${publicUrl}/knowledge?page=2`);
    expect(anchors(hub.html)).toContain('/knowledge?page=2');
    expect((await page('/knowledge?page=2')).status).toBe(200);
  });

  it('answers a page of the public list with its total, the whole list as before without paging, and 400 for a bad page', async () => {
    const whole = (await (await fetch(`${app.url}/api/knowledge`)).json()) as { slug: string }[];
    const second = await fetch(`${app.url}/api/knowledge?page=2&pageSize=5`);
    const bad = await fetch(`${app.url}/api/knowledge?page=0`);

    expect(second.status).toBe(200);
    expect(second.headers.get('x-total-count')).toBe(String(whole.length));
    expect(((await second.json()) as { slug: string }[]).map((article) => article.slug)).toEqual(
      whole.slice(5, 10).map((article) => article.slug),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'page must be a whole number from 1' });
  });

  it("carries each article's tags in the public list", async () => {
    const whole = (await (await fetch(`${app.url}/api/knowledge`)).json()) as {
      slug: string;
      tags: unknown;
    }[];

    expect(whole.find((article) => article.slug === 'harbour-pilots')?.tags).toEqual([
      { name: 'Port Logistics', slug: 'port-logistics' },
    ]);
  });

  it('lists the category and tag pages in the sitemap', async () => {
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();

    expect(sitemap).toContain(`<loc>${publicUrl}/knowledge/category/case-study</loc>`);
    expect(sitemap).toContain(`<loc>${publicUrl}/knowledge/tag/port-logistics</loc>`);
  });
});
