/**
 * The public pages in Chromium against the real server, after hydration: what moves or answers
 * works (the hero rotation and both carousels, the verification countdown, a form, the admin's
 * tabs, an article) and each page has its own head after client-side navigation. That every page
 * hydrates and renders its key text is checked in public-pages-site and public-pages-accounts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { browserAvailable, hydrated } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { signInInBrowser } from '../support/members.ts';
import { nextHeroPhrase, visibleHeroPhrase, visit } from '../support/public-pages.ts';

const admin = { email: 'admin@example.org', password: 'admin-password-1' };

describe.skipIf(!browserAvailable)('the public pages after hydration, in Chromium', () => {
  const journey = useJourney({ admin });
  // An uncaught error on any page a test opened, or on the one the last tests move across, fails it.
  afterEach(() => expect(journey.errors).toEqual([]));

  it('rotates the hero phrase and moves both carousels after hydration', async () => {
    const { page, messages, close } = await visit(journey, '/', { clock: true });
    // The phrase turns once the page's part has hydrated, which may come after the layout's.
    await hydrated(page, '[data-testid="hero-phrase"]');
    expect(await visibleHeroPhrase(page)).toBe('Enterprise Innovation');
    expect(await nextHeroPhrase(page)).toBe('Corporate Venture Capital');

    const board = page.getByRole('region', { name: 'Advisory board messages' });
    await board.waitFor();
    const advisor = async () => (await board.locator('[data-active="true"] h3').textContent()) ?? '';
    const first = await advisor();
    // The board is an island: a click that comes before its code is held and made again after.
    await board.getByRole('button', { name: 'Next advisor' }).click();
    await expect.poll(advisor, { timeout: 5000 }).not.toBe(first);
    expect(await advisor()).not.toBe('');

    await page.locator('#f100').scrollIntoViewIfNeeded();
    const members = page.getByRole('region', { name: 'Founding members' });
    await members.getByRole('button', { name: 'Go to slide 3 of 7' }).click();
    await expect
      .poll(() => members.getByRole('button', { name: 'Go to slide 3 of 7' }).getAttribute('aria-current'))
      .toBe('true');
    expect(messages).toEqual([]);
    await close();
  });

  it('counts the verification code down after hydration', async () => {
    const { page, messages, close } = await visit(journey, '/verify-email?email=ada%40example.org', {
      clock: true,
    });
    const countdown = page.getByText(/\b\d:\d\d\b/).first();
    const before = await countdown.innerText();
    await page.clock.runFor(2000);
    await expect.poll(() => countdown.innerText()).not.toBe(before);
    expect(messages).toEqual([]);
    await close();
  });

  it('sends a form after hydration: the knowledge hub subscribes an address', async () => {
    const { page, messages, close } = await visit(journey, '/knowledge');
    await page.getByLabel('Email address').fill('reader@example.org');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Check your inbox').waitFor();
    expect(messages).toEqual([]);
    await close();
  });

  it('validates forms under the CSP without eval: no policy violation, no console error', async () => {
    const violations =
      "window.cspViolations = []; document.addEventListener('securitypolicyviolation', (event) => window.cspViolations.push(event.violatedDirective + ' ' + event.blockedURI));";
    for (const path of ['/login', '/partnership']) {
      const { page, messages, close } = await visit(journey, path, { beforeLoad: violations });
      // An empty submit: every field's schema parses and reports, in the browser.
      await page.locator('main form button[type="submit"]').first().click();
      await page.getByRole('alert').or(page.locator('.Mui-error')).first().waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
      expect(messages).toEqual([]);
      await close();
    }
  });

  it("links the success page to the checkout's e-mail, which only the browser knows", async () => {
    const { page, messages, close } = await visit(journey, '/payment-success?tier=builder', {
      beforeLoad: "sessionStorage.setItem('commons.checkout-email', 'ada@example.org')",
    });
    await expect
      .poll(() => page.locator('a[href^="/verify-email"]').first().getAttribute('href'))
      .toBe('/verify-email?email=ada%40example.org');
    expect(messages).toEqual([]);
    await close();
  });

  it('/admin/dashboard shows its two tabs to a signed-in admin', async () => {
    const { server } = journey;
    const adminPage = await journey.newPage();
    await signInInBrowser(adminPage, server, admin);
    await adminPage.goto(`${server.url}/admin/dashboard`);
    await adminPage.getByRole('tab', { name: /User Management/ }).waitFor();
    await adminPage.getByRole('tab', { name: /Ad Management/ }).waitFor();
    expect(await adminPage.getByRole('heading', { level: 1 }).count()).toBe(1);
    await adminPage.context().close();
  });

  it('shows a published article and the 404 page for an unknown one', async () => {
    const { page, server } = journey;
    const articles = (await (await fetch(`${server.url}/api/knowledge`)).json()) as {
      slug: string;
      title: string;
    }[];
    const article = articles[0]!;
    await page.goto(`${server.url}/knowledge/${article.slug}`);
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    await page.getByRole('link', { name: 'Back to Knowledge Hub' }).first().waitFor();
    expect(await page.locator('[data-testid="article-content"] p').count()).toBeGreaterThan(1);
    await page.goto(`${server.url}/knowledge/no-such-article`);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
  });
  it('gives each page its own head after client-side navigation: landing, a pillar, an article', async () => {
    const { page, server } = journey;
    /** What the server writes into <head> for a first visit, read the way a link preview reads it. */
    async function serverHead(path: string) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      const pick = (pattern: RegExp) =>
        pattern.exec(html)?.[1]?.replace(/&amp;/g, '&').replace(/&#39;/g, "'");
      return {
        title: pick(/<title>([^<]*)<\/title>/),
        description: pick(/<meta name="description" content="([^"]*)"/),
        canonical: pick(/<link rel="canonical" href="([^"]*)"/),
        ogTitle: pick(/<meta property="og:title" content="([^"]*)"/),
        ogUrl: pick(/<meta property="og:url" content="([^"]*)"/),
        ogImage: pick(/<meta property="og:image" content="([^"]*)"/),
        ogType: pick(/<meta property="og:type" content="([^"]*)"/),
      };
    }
    const browserHead = () =>
      page.evaluate(() => {
        const value = (selector: string, attribute = 'content') =>
          document.head.querySelector(selector)?.getAttribute(attribute) ?? undefined;
        return {
          title: document.title,
          description: value('meta[name="description"]'),
          canonical: value('link[rel="canonical"]', 'href'),
          ogTitle: value('meta[property="og:title"]'),
          ogUrl: value('meta[property="og:url"]'),
          ogImage: value('meta[property="og:image"]'),
          ogType: value('meta[property="og:type"]'),
        };
      });

    // A click in an island that has not hydrated yet waits for its code (and the query library's),
    // then the new page's: on a loaded machine that takes longer than a poll's default second.
    const navigation = { timeout: 20_000 };
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The landing's JavaScript starts after its first paint; a click on a link before that is a
    // plain page load, which is fine for a visitor but not what this test follows.
    await hydrated(page);
    // A full page load would lose this mark: every step below must be a client-side navigation.
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));

    await page
      .getByRole('link', { name: /^Learn More about / })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).pathname, navigation).toMatch(/^\/pillars\/\w+$/);
    const pillarPath = new URL(page.url()).pathname;
    await expect.poll(browserHead, navigation).toEqual(await serverHead(pillarPath));
    expect((await browserHead()).ogImage).toMatch(/\/og\/pillar-\w+\.png$/);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Knowledge Hub' }).click();
    await page.getByRole('heading', { level: 1, name: 'Knowledge Hub' }).waitFor();
    await page
      .getByRole('link', { name: /^Read More about / })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).pathname, navigation).toMatch(/^\/knowledge\/[\w-]+$/);
    const articlePath = new URL(page.url()).pathname;
    await expect.poll(browserHead, navigation).toEqual(await serverHead(articlePath));
    expect((await browserHead()).ogType).toBe('article');
    expect(await page.evaluate(() => 'stayedOnPage' in window)).toBe(true);
  });
});
