/**
 * The public pages as real HTML over the in-process app with the built web app and its server
 * renderer (the journeys' global setup builds them): what a search engine or a link preview gets
 * from the first request, with honest statuses.
 */
import { KnowledgeTokens } from '@commons/container';
import { anArticle } from '@commons/core/knowledge/testing/article-builder';
import { tierOffers, formatUsd, priceCents } from '@commons/core/members/tiers';
import { startTestApp, type TestApp } from '@commons/http/testing/test-app';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webDist, webRenderer } from '../../scripts/web-build.ts';
import { publicPaths } from '../support/public-pages.ts';

const publicUrl = 'https://commons.example.org';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    env: { PUBLIC_URL: publicUrl },
    web: { webRoot: webDist, rendererFile: webRenderer },
  });
});
afterAll(() => app?.stop());

async function page(path: string) {
  const response = await fetch(`${app.url}${path}`);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const title = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const metaContent = (html: string, key: string) => {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match ? decode(match[1]!) : undefined;
};
const h1Texts = (html: string) =>
  [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => decode(match[1]!.replace(/<[^>]+>/g, '')));
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

async function publishedArticle(slug: string) {
  const repository = app.container.resolve(KnowledgeTokens.ArticleRepository);
  const article = anArticle({
    slug,
    title: `The Sandbox <Review> & "What Worked" ${slug}`,
    excerpt: 'What eleven pilots taught the cohort.',
    content: 'The cohort closed in March.\n\n## What was on show\n\nEleven pilots reached customers.',
    imageUrl: 'https://images.example.org/cover.jpg',
  });
  await app.inScope(() => repository.saveBySlug(article));
  return article;
}

describe('server-rendered public pages', () => {
  it('renders an article with its title in <title>, og:title and the h1, and its body', async () => {
    const article = await publishedArticle('sandbox-review');

    const { status, html } = await page('/knowledge/sandbox-review');

    expect(status).toBe(200);
    expect(title(html)).toBe(`${article.title} | Innovation Commons`);
    expect(metaContent(html, 'og:title')).toBe(`${article.title} | Innovation Commons`);
    expect(h1Texts(html)).toEqual([article.title]);
    expect(html).toContain('The cohort closed in March.');
    expect(html).toContain('Eleven pilots reached customers.');
    expect(metaContent(html, 'description')).toBe(article.excerpt);
    expect(metaContent(html, 'og:image')).toBe(article.imageUrl);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'og:url')).toBe(`${publicUrl}/knowledge/sandbox-review`);
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/knowledge/sandbox-review" />`);
  });

  it("reserves the article's sponsor zone at its size, marked Sponsored, with no visitor's ad in the shared HTML", async () => {
    await publishedArticle('zoned-article');

    const { html } = await page('/knowledge/zoned-article');

    const zone = /<aside[^>]*aria-label="Sponsored"[^>]*data-ad-zone="article-footer"[\s\S]*?<\/aside>/.exec(
      html,
    )?.[0];
    expect(zone).toBeDefined();
    expect(zone).toContain('data-width="300" data-height="250"');
    expect(zone).toContain('>Sponsored</p>');
    // The box's shape is in the inlined CSS, so it takes its place before any script runs.
    const boxClass = /<div class="([^"]+)" data-testid="sponsor-zone-box"/
      .exec(zone!)?.[1]
      ?.split(' ')
      .at(-1);
    expect(html).toMatch(new RegExp(`\\.${boxClass}\\{[^}]*aspect-ratio:300/250`));
    expect(zone).not.toContain('<img');
    expect(html).not.toContain('/api/ad-slot');
  });

  it('describes an article and its place in JSON-LD: Article and BreadcrumbList', async () => {
    const article = await publishedArticle('structured-review');

    const [articleData, trail] = jsonLd((await page('/knowledge/structured-review')).html);

    expect(articleData).toMatchObject({
      '@type': 'Article',
      headline: article.title,
      datePublished: article.publishedAt!.toISOString(),
      author: { '@type': 'Organization', name: 'Innovation Commons' },
      image: [article.imageUrl],
    });
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${publicUrl}/` },
        { position: 2, name: 'Knowledge Hub', item: `${publicUrl}/knowledge` },
        { position: 3, name: article.title, item: `${publicUrl}/knowledge/structured-review` },
      ],
    });
  });

  it('renders a paid article for a visitor as its preview and a call to join, marked as paywalled, with nothing of the gated part', async () => {
    const repository = app.container.resolve(KnowledgeTokens.ArticleRepository);
    const gated = 'Only paying members read this sentence.';
    const article = anArticle({
      slug: 'paid-review',
      visibility: 'paid',
      content: `An open first paragraph.\n\n<!-- members-only -->\n\n${gated}`,
    });
    await app.inScope(() => repository.saveBySlug(article));

    const { html, headers } = await page('/knowledge/paid-review');

    expect(html).toContain('An open first paragraph.');
    expect(html).not.toContain('Only paying members');
    expect(html).toContain('This article is for paid members');
    expect(headers.get('cache-control')).toBe('no-cache');
    const [articleData] = jsonLd(html);
    expect(articleData).toMatchObject({ '@type': 'Article', isAccessibleForFree: false });
    expect(articleData).not.toHaveProperty('hasPart');

    const { cookie } = await app.signIn({ email: 'paid-reader@example.org', membershipTier: 'leader' });
    const member = await fetch(`${app.url}/knowledge/paid-review`, { headers: { cookie } });
    const memberHtml = await member.text();
    expect(member.headers.get('cache-control')).toBe('private, no-cache');
    expect(memberHtml).toContain(gated);
    expect(memberHtml).not.toContain('This article is for paid members');
    expect(jsonLd(memberHtml)[0]).toMatchObject({
      isAccessibleForFree: false,
      hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.members-only' },
    });
    expect((await page('/knowledge/paid-review')).html).not.toContain('Only paying members');

    // An Explorer's first HTML already asks them to upgrade, not to sign in.
    const explorer = await app.signIn({ email: 'explorer-reader@example.org', membershipTier: 'explorer' });
    const explorerHtml = await (
      await fetch(`${app.url}/knowledge/paid-review`, { headers: { cookie: explorer.cookie } })
    ).text();
    expect(explorerHtml).not.toContain('Only paying members');
    expect(explorerHtml).toContain('Upgrade to Builder to read the rest of it.');
    expect(explorerHtml).not.toContain('Sign in or become a member');
  });

  it('shows an article published after start without a rebuild', async () => {
    expect((await page('/knowledge/fresh-off-the-press')).status).toBe(404);

    await publishedArticle('fresh-off-the-press');

    expect((await page('/knowledge/fresh-off-the-press')).status).toBe(200);
    expect((await page('/knowledge')).html).toContain('fresh-off-the-press');
  });

  it('renders /f100 with the F100 heading and a share image', async () => {
    const { status, html } = await page('/f100');

    expect(status).toBe(200);
    expect(h1Texts(html)).toEqual(['The Founding 100 (F100)']);
    expect(title(html)).toBe('F100: The Founding 100 | Innovation Commons');
    expect(metaContent(html, 'og:image')).toBe(`${publicUrl}/og/default.png`);
    expect(metaContent(html, 'twitter:image')).toBe(`${publicUrl}/og/default.png`);
  });

  it('answers 404 with the not-found page for unknown paths, articles and pillars, HEAD too', async () => {
    for (const path of [
      '/no-such-page',
      '/knowledge/no-such-article',
      '/pillars/no-such-pillar',
      // Addresses no slug can have, a NUL among them, are not found either: never a database error.
      '/knowledge/%00',
      '/knowledge/a%00b',
      '/knowledge/%E2%80%8F',
    ]) {
      const head = await fetch(`${app.url}${path}`, { method: 'HEAD' });
      const { status, html } = await page(path);
      expect({ path, head: head.status, get: status }).toEqual({ path, head: 404, get: 404 });
      expect(h1Texts(html)).toEqual(['Page Not Found']);
      expect(metaContent(html, 'robots')).toBe('noindex');
    }
  });

  it('lists the published articles on /knowledge and the tier prices on /membership', async () => {
    const articles = await app.inScope(() => app.container.resolve(KnowledgeTokens.listPublishedArticles)());
    // Twelve a page: the next page's link leads to the rest.
    let hub = '';
    for (let path: string | undefined = '/knowledge'; path;) {
      const { html } = await page(path);
      hub += html;
      path = /<link rel="next" href="[^"]*(\/knowledge\?page=\d+)"/.exec(html)?.[1];
    }
    for (const article of articles) expect(decode(hub)).toContain(article.title);

    const membership = decode((await page('/membership')).html);
    for (const offer of tierOffers) {
      expect(membership).toContain(offer.name);
      const monthly = priceCents(offer.pricing, 'monthly');
      if (monthly) expect(membership).toContain(formatUsd(monthly));
    }
  });

  it("puts the checkout's order summary before its form in the HTML, where a phone shows it", async () => {
    // A browser may paint a page it is still parsing: a summary that CSS moved above a form painted
    // before it would push the form down (a layout shift).
    const { html } = await page('/checkout?tier=builder&plan=yearly');
    const summaryAt = html.indexOf('id="order-summary-title"');
    expect(summaryAt).toBeGreaterThan(-1);
    expect(summaryAt).toBeLessThan(html.indexOf('Create Your Account'));
  });

  it('describes the organisation on the landing page and each pillar in its breadcrumbs', async () => {
    const landing = await page('/');
    expect(title(landing.html)).toBe('Innovation Commons | Making Corporate Innovation Common');
    expect(jsonLd(landing.html)).toContainEqual(
      expect.objectContaining({ '@type': 'Organization', name: 'Innovation Commons', url: `${publicUrl}/` }),
    );

    const pillar = await page('/pillars/wsa');
    expect(metaContent(pillar.html, 'og:image')).toBe(`${publicUrl}/og/pillar-wsa.png`);
    expect(jsonLd(pillar.html)).toEqual([
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          expect.objectContaining({ name: 'Home' }),
          expect.objectContaining({ name: 'WSA', item: `${publicUrl}/pillars/wsa` }),
        ],
      }),
    ]);
  });

  it('inlines the critical CSS and hands the browser its data', async () => {
    const { html } = await page('/knowledge');
    expect(html).toMatch(/<style data-emotion="css[^"]*">[^<]+<\/style>/);
    const state = /<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(html);
    expect(JSON.parse(state![1]!)).toMatchObject({
      router: { loaderData: {} },
      queries: { queries: [expect.anything()] },
    });
  });

  it("starts the landing page's JavaScript after its first paint, and every other page's from the head", async () => {
    const landing = (await page('/')).html;
    const start =
      /<script defer src="\/paint-first\.js" data-entry="([^"]+)" data-preload="([^"]*)"><\/script>/.exec(
        landing,
      );
    expect(start).not.toBeNull();
    expect(landing).not.toMatch(/type="module"|rel="modulepreload"/);
    for (const file of [start![1]!, ...start![2]!.split(' '), '/paint-first.js']) {
      expect((await fetch(`${app.url}${file}`)).status).toBe(200);
    }

    for (const path of ['/login', '/membership', '/dashboard']) {
      const html = (await page(path)).html;
      expect(html).toContain(`<script type="module" crossorigin src="${start![1]}"></script>`);
      expect(html).not.toContain('paint-first.js');
    }
  });

  it('leaves the dashboard and the admin console to the browser, marked noindex', async () => {
    for (const path of ['/dashboard', '/admin/dashboard']) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(metaContent(html, 'robots')).toBe('noindex');
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('revalidates a page with its ETag and sends it compressed', async () => {
    const first = await fetch(`${app.url}/f100`, { headers: { 'accept-encoding': 'br' } });
    const again = await fetch(`${app.url}/f100`, {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });

    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.status).toBe(304);
  });

  it('renders the same bytes for unchanged data, so the landing page still revalidates after a re-render', async () => {
    const first = await fetch(`${app.url}/`);
    await first.text();
    // Saving an article as it is drops the kept landing page (any write does) but changes no data.
    const repository = app.container.resolve(KnowledgeTokens.ArticleRepository);
    const [listed] = await app.inScope(() => repository.listPublished());
    await app.inScope(async () => repository.saveBySlug((await repository.findBySlug(listed!.slug))!));

    const again = await fetch(`${app.url}/`, {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });

    expect(again.status).toBe(304);
  });
});

/** Every route the server renders, once each, as a visitor or a search engine first gets it. */
const articlePath = '/knowledge/corporate-venture-capital-in-west-africa-who-invests-and-on-what-terms';
const renderedPaths = [
  ...publicPaths,
  '/knowledge?page=2',
  '/knowledge/category/research',
  articlePath,
  '/checkout',
  '/login/code',
  '/newsletter/confirm?token=abc',
  '/newsletter/unsubscribe?token=abc',
  '/email-change/undo?token=abc',
  '/dashboard',
  '/admin/dashboard',
];

describe('every server-rendered route, as a validator and a search engine read it', () => {
  // The standard rules with the accessibility and document ones; SRI is for other hosts' files.
  const validator = new HtmlValidate({
    extends: ['html-validate:standard', 'html-validate:a11y', 'html-validate:document'],
    rules: { 'require-sri': 'off' },
  });
  const rendered = new Map<string, string>();
  beforeAll(async () => {
    for (const path of renderedPaths) rendered.set(path, (await page(path)).html);
  });

  it('is valid HTML to html-validate', async () => {
    const errors: string[] = [];
    for (const [path, html] of rendered) {
      const report = await validator.validateString(html);
      for (const message of report.results.flatMap((result) => result.messages))
        errors.push(`${path}: ${message.ruleId} ${message.message} (${message.selector ?? ''})`);
    }
    expect(errors).toEqual([]);
  });

  it('has one description of at most 160 characters, the same for link previews', () => {
    const tooLong: string[] = [];
    for (const [path, html] of rendered) {
      const description = metaContent(html, 'description') ?? '';
      expect(description).not.toBe('');
      if (description.length > 160) tooLong.push(`${path}: ${description.length}`);
      expect(metaContent(html, 'og:description')).toBe(description);
    }
    expect(tooLong).toEqual([]);
  });

  it('describes each page a search engine may list in JSON-LD that parses, and the site and organisation on the home page', () => {
    for (const [path, html] of rendered) {
      const data = jsonLd(html);
      if (metaContent(html, 'robots') === 'noindex') continue;
      expect({ path, types: data.map((block) => block['@type']) }).toEqual({
        path,
        types: expect.arrayContaining([expect.any(String)]),
      });
      for (const block of data) expect(block['@context']).toBe('https://schema.org');
    }
    const home = jsonLd(rendered.get('/')!);
    const logo = { '@type': 'ImageObject', url: `${publicUrl}/logo.png`, width: 512, height: 512 };
    expect(home).toEqual([
      expect.objectContaining({ '@type': 'Organization', name: 'Innovation Commons', logo }),
      expect.objectContaining({
        '@type': 'WebSite',
        url: `${publicUrl}/`,
        potentialAction: expect.objectContaining({
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${publicUrl}/knowledge?q={search_term_string}` },
        }),
      }),
    ]);
    expect(jsonLd(rendered.get('/partnership')!)).toEqual([
      expect.objectContaining({ '@type': 'ContactPage', url: `${publicUrl}/partnership` }),
    ]);
    expect(jsonLd(rendered.get('/knowledge')!)).toEqual([
      expect.objectContaining({ '@type': 'CollectionPage', url: `${publicUrl}/knowledge` }),
    ]);
    for (const path of ['/f100', '/membership', '/login'])
      expect(jsonLd(rendered.get(path)!)).toEqual([
        expect.objectContaining({ '@type': 'WebPage', url: `${publicUrl}${path}` }),
      ]);
    const [article] = jsonLd(rendered.get(articlePath)!);
    expect(article).toMatchObject({ '@type': 'Article', publisher: { '@type': 'Organization', logo } });
  });

  it('gives the sign-in-code page its own title, kept out of search results', () => {
    const html = rendered.get('/login/code')!;
    expect(title(html)).toBe('Sign in with a code | Innovation Commons');
    expect(metaContent(html, 'robots')).toBe('noindex');
  });

  it('tells a visitor without JavaScript why a form is disabled, and lists the founding members', () => {
    const noscript = (html: string) =>
      [...html.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)].map((match) => decode(match[1]!));
    const words = (html: string) => html.replace(/<[^>]+>/g, '');
    for (const path of ['/login', '/f100', '/knowledge'])
      expect(noscript(rendered.get(path)!).map(words)).toContain(
        'This form needs JavaScript. Please turn it on in your browser to send it.',
      );
    const members = noscript(rendered.get('/')!).find((html) => html.startsWith('<ul'));
    expect(members?.match(/<li/g)).toHaveLength(112);
  });
});

describe('one address per page', () => {
  it('answers another spelling of a page with a 301 to its canonical address, query and all', async () => {
    for (const [from, to] of [
      ['/knowledge/', '/knowledge'],
      ['/f100/', '/f100'],
      ['/login/', '/login'],
      ['/KNOWLEDGE', '/knowledge'],
      ['/Knowledge/?page=2', '/knowledge?page=2'],
    ]) {
      const response = await fetch(`${app.url}${from}`, { redirect: 'manual' });
      expect({ from, status: response.status, location: response.headers.get('location') }).toEqual({
        from,
        status: 301,
        location: to,
      });
    }
  });

  it("answers 404 for /index.html, the pages' template", async () => {
    const { status, html } = await page('/index.html');
    expect(status).toBe(404);
    expect(h1Texts(html)).toEqual(['Page Not Found']);
  });

  it('leaves the API and the built files as they are', async () => {
    const api = await fetch(`${app.url}/api/health/`, { redirect: 'manual' });
    expect(api.status).not.toBe(301);
    const landing = (await page('/')).html;
    const entry = /data-entry="([^"]+)"/.exec(landing)![1]!;
    expect(entry).toMatch(/[A-Z]/);
    expect((await fetch(`${app.url}${entry}`, { redirect: 'manual' })).status).toBe(200);
  });

  it('serves the icons browsers and phones ask for by name', async () => {
    const favicon = await fetch(`${app.url}/favicon.ico`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toBe('image/x-icon');
    expect([...new Uint8Array(await favicon.arrayBuffer()).slice(0, 4)]).toEqual([0, 0, 1, 0]);
    const touch = await fetch(`${app.url}/apple-touch-icon.png`);
    expect(touch.status).toBe(200);
    expect(touch.headers.get('content-type')).toBe('image/png');
  });
});
