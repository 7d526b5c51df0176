/**
 * The public site's machine-readable side over the in-process app (every middleware, the real
 * container and database): the cached knowledge list with its ETag, the sitemap, robots.txt and the
 * feed; and the newsletter's double opt-in from sign-up to the staff export and the one-click
 * unsubscribe.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailHeader, mailsTo, tokenLink, waitForMail as waitForOutboxMail } from './testing/outbox.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

const admin = { email: 'site-admin@example.org', password: 'site-admin-password-1' };

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
});
afterAll(() => server?.stop());

/**
 * The server's absolute URLs use its configured PUBLIC_URL (here the default for PORT 3000); the
 * harness listens on a free port, so the test follows them there.
 */
const onServer = (link: string) => `${server.url}${new URL(link).pathname}${new URL(link).search}`;
const pathOf = (link: string) => new URL(link).pathname;

let ipSequence = 0;
const newIp = () => `192.0.2.${++ipSequence}`;

function subscribe(email: unknown, ip = newIp()): Promise<Response> {
  return fetch(`${server.url}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email }),
  });
}

async function adminCookie(): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': newIp() },
    body: JSON.stringify(admin),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((pair) => pair.startsWith('commons_session='))!;
}

async function exportedEmails(): Promise<string[]> {
  const response = await fetch(`${server.url}/api/admin/newsletter.csv`, {
    headers: { cookie: await adminCookie() },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const [header, ...rows] = (await response.text()).trim().split('\n');
  expect(header).toBe('email,source,subscribed_at,confirmed_at');
  return rows.map((row) => row.split(',')[0]!);
}

const waitForMail = (email: string) => waitForOutboxMail(server.dataDir, email);

describe('knowledge list, sitemap, robots.txt and feed', () => {
  it('lists article summaries without bodies, and answers 304 to the current ETag', async () => {
    const first = await fetch(`${server.url}/api/knowledge`);
    const articles = (await first.json()) as Record<string, unknown>[];
    const etag = first.headers.get('etag');

    const again = await fetch(`${server.url}/api/knowledge`, { headers: { 'if-none-match': etag! } });

    expect(first.status).toBe(200);
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.every((article) => !('content' in article))).toBe(true);
    expect(again.status).toBe(304);
    const slug = articles[0]!.slug as string;
    const one = (await (await fetch(`${server.url}/api/knowledge/${slug}`)).json()) as { html: string };
    expect(one.html.length).toBeGreaterThan(0);
    expect(one).not.toHaveProperty('content');
  });

  it('serves a sitemap of at least 15 public URLs including every published article, and a valid feed', async () => {
    const slugs = ((await (await fetch(`${server.url}/api/knowledge`)).json()) as { slug: string }[]).map(
      (article) => article.slug,
    );
    const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'item' });
    const sitemapText = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const feedText = await (await fetch(`${server.url}/knowledge/feed.xml`)).text();
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();

    expect(XMLValidator.validate(sitemapText)).toBe(true);
    expect(XMLValidator.validate(feedText)).toBe(true);
    const urls = parser.parse(sitemapText).urlset.url as { loc: string; lastmod?: string }[];
    expect(urls.length).toBeGreaterThanOrEqual(15);
    const listingPath = /^\/knowledge\/(category|tag|author)\//;
    const articleUrls = urls.filter(
      (url) => pathOf(url.loc).startsWith('/knowledge/') && !listingPath.test(pathOf(url.loc)),
    );
    expect(articleUrls.map((url) => pathOf(url.loc))).toEqual(slugs.map((slug) => `/knowledge/${slug}`));
    expect(urls.map((url) => pathOf(url.loc))).toContain('/knowledge/category/research');
    expect(articleUrls.every((url) => /^\d{4}-\d\d-\d\dT/.test(url.lastmod ?? ''))).toBe(true);
    expect(urls.map((url) => pathOf(url.loc))).toContain('/pillars/wsa');
    const items = parser.parse(feedText).rss.channel.item as { link: string }[];
    expect(items.map((item) => pathOf(item.link))).toEqual(slugs.map((slug) => `/knowledge/${slug}`));
    expect(robots).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
    expect(robots).toContain('Disallow: /api/');
  });
});

describe('an article address that cannot be a slug', () => {
  it('is not found through the API, rather than a database outage', async () => {
    for (const path of [
      '/api/knowledge/%E2%80%8F',
      '/api/knowledge/Not_A_Slug',
      `/api/knowledge/${'a'.repeat(300)}`,
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
    }
  });
});

/** What the confirm page's button sends: the token of the mailed link, POSTed to the API. */
const confirmBy = (link: string) =>
  fetch(`${server.url}/api/newsletter/confirm${new URL(link).search}`, { method: 'POST' });

/** What a mail client sends for the one-click button (RFC 8058). */
const oneClick = (url: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('newsletter double opt-in', () => {
  it("subscribe, confirm by the e-mailed link's page, appear in the staff export, leave by one-click unsubscribe", async () => {
    const email = 'reader@example.org';
    const accepted = await subscribe(email);
    expect(accepted.status).toBe(202);

    const mail = await waitForMail(email);
    const confirmLink = tokenLink(mail, '/newsletter/confirm');
    const unsubscribeLink = tokenLink(mail, '/newsletter/unsubscribe');
    expect(mailHeader(mail, 'List-Unsubscribe')).toBe(`<${unsubscribeLink}>`);
    expect(mailHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(await exportedEmails()).not.toContain(email);

    const confirmed = await confirmBy(confirmLink);
    expect(confirmed.status).toBe(204);
    expect(await exportedEmails()).toContain(email);

    const left = await oneClick(onServer(unsubscribeLink));
    expect(left.status).toBe(200);
    expect(await exportedEmails()).not.toContain(email);
  });

  it('gives a known address the same answer as a new one and mails it nothing more', async () => {
    const email = 'known-reader@example.org';
    const first = await subscribe(email);
    await confirmBy(tokenLink(await waitForMail(email), '/newsletter/confirm'));

    const again = await subscribe(email);
    const fresh = await subscribe('fresh-reader@example.org');

    expect([first.status, again.status, fresh.status]).toEqual([202, 202, 202]);
    expect(await again.json()).toEqual(await fresh.json());
    expect(await mailsTo(server.dataDir, email)).toHaveLength(1);
  });

  it("changes nothing on a GET of the links' former API addresses, which lead to the pages (mail scanners follow links)", async () => {
    const email = 'scanned-reader@example.org';
    await subscribe(email);
    const mail = await waitForMail(email);
    const { search: confirmSearch } = new URL(tokenLink(mail, '/newsletter/confirm'));
    const { search: unsubscribeSearch } = new URL(tokenLink(mail, '/newsletter/unsubscribe'));

    const opened = await fetch(`${server.url}/api/newsletter/confirm${confirmSearch}`, {
      redirect: 'manual',
    });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(`/newsletter/confirm${confirmSearch}`);
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(await exportedEmails()).not.toContain(email);

    await confirmBy(`${server.url}/newsletter/confirm${confirmSearch}`);
    const page = await fetch(`${server.url}/api/newsletter/unsubscribe${unsubscribeSearch}`, {
      redirect: 'manual',
    });
    expect(page.headers.get('location')).toBe(`/newsletter/unsubscribe${unsubscribeSearch}`);
    expect(await exportedEmails()).toContain(email);
  });

  it('takes the one-click POST at the former API address too (mails sent before the pages)', async () => {
    const email = 'early-reader@example.org';
    await subscribe(email);
    const mail = await waitForMail(email);
    await confirmBy(tokenLink(mail, '/newsletter/confirm'));
    const { search } = new URL(tokenLink(mail, '/newsletter/unsubscribe'));

    const left = await oneClick(`${server.url}/api/newsletter/unsubscribe${search}`);

    expect(left.status).toBe(200);
    expect(await exportedEmails()).not.toContain(email);
  });

  it('refuses a forged confirmation link, a bad address, and an 11th sign-up from one IP in an hour', async () => {
    const forged = await fetch(`${server.url}/api/newsletter/confirm?token=forged`, { method: 'POST' });
    expect(forged.status).toBe(400);

    const bad = await subscribe('not-an-email');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'Please enter a valid email address' });

    const ip = newIp();
    for (let index = 0; index < 10; index += 1) {
      expect((await subscribe(`limited-${index}@example.org`, ip)).status).toBe(202);
    }
    expect((await subscribe('limited-10@example.org', ip)).status).toBe(429);
  });
});
