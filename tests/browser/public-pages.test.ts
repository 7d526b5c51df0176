/**
 * The public pages in Chromium against the real server. Every route of the route table (spec
 * section 2) renders its key text with one h1 per page, and every public page arrives as HTML and
 * hydrates with a clean console (no hydration mismatch, no React Router warning, no error): both
 * checks of a page run on one visit of it. Then what moves or answers works after hydration: the
 * hero rotation and both carousels, the verification countdown, a form, the admin's tabs, an
 * article, and each page's own head after client-side navigation.
 */
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, hydrated, launchBrowser } from '../support/browser.ts';
import { signInInBrowser } from '../support/members.ts';
import { startWebServer, type WebServer } from '../support/server.ts';

const publicPaths = [
  '/',
  '/pillars/scitech',
  '/pillars/wsa',
  '/pillars/vsaas',
  '/pillars/acif',
  '/pillars/academia',
  '/f100',
  '/partnership',
  '/knowledge',
  '/membership',
  '/checkout?tier=builder&plan=yearly',
  '/login',
  '/verify-email?email=ada%40example.org',
  '/payment-success?tier=builder',
  '/no-such-page',
];

interface RouteCheck {
  path: string;
  /** Where the app ends up (redirects), when not `path`. */
  finalPath?: string;
  h1: string | RegExp;
  texts: (string | RegExp)[];
}

const routes: RouteCheck[] = [
  {
    path: '/',
    h1: /^Building the Future of/,
    texts: [
      'Join the Collective',
      'Explore Our Impact',
      'Where Our Members Work and Make Impact',
      'Transforming Ideas into Impact',
    ],
  },
  { path: '/login', h1: /.+/, texts: ['Join Now', /password/i] },
  {
    path: '/membership',
    h1: /.+/,
    texts: [
      'Explorer',
      'Builder',
      'Leader',
      'Catalyst',
      'Guardian',
      'Enterprise Partner',
      'Most Popular',
      'Best Value',
      /merch/i,
    ],
  },
  { path: '/checkout', h1: 'Invalid Membership Tier', texts: ['Back to Membership'] },
  { path: '/checkout?tier=builder&plan=yearly', h1: /.+/, texts: ['Test payments (simulator)', /17% off/i] },
  { path: '/payment-success', h1: /.+/, texts: ['Back to Home', 'Explore Knowledge Hub'] },
  {
    path: '/verify-email?email=ada%40example.org',
    h1: /.+/,
    texts: ['ada@example.org', 'Verify Email', 'Resend Code', /\d:\d\d/],
  },
  { path: '/dashboard', finalPath: '/login', h1: /.+/, texts: ['Join Now'] },
  {
    path: '/f100',
    h1: 'The Founding 100 (F100)',
    texts: ['Exclusive Network', 'Recognition', 'Global Impact', /Limited to 100 Members/i],
  },
  { path: '/partnership', h1: /.+/, texts: [/partnership/i, /Submit/] },
  { path: '/knowledge', h1: 'Knowledge Hub', texts: [/\d+ articles found/, 'Case Study', 'Subscribe'] },
  {
    path: '/pillars/scitech',
    h1: 'SCITech',
    texts: ['Apply Now', 'Corporate Innovation Leadership', 'Apply to SCITech'],
  },
  {
    path: '/pillars/wsa',
    h1: 'WSA',
    texts: ['Join a Sandbox', 'FinTech', 'Problem Definition', 'Start a Sandbox'],
  },
  { path: '/pillars/vsaas', h1: 'VSaaS', texts: ['Start a Venture', 'Discovery', 'Partner with VSaaS'] },
  { path: '/pillars/acif', h1: 'ACIF', texts: ['Apply for Funding', /\$10K\s*-\s*\$500K/, 'Get Funding'] },
  {
    path: '/pillars/academia',
    h1: 'CollegeBridges',
    texts: ['Join as a Student', 'Join Program', 'Become a Partner'],
  },
  { path: '/no-such-page', h1: 'Page Not Found', texts: ['No route matches', 'Back to Home'] },
];

const admin = { email: 'admin@example.org', password: 'admin-password-1' };

describe.skipIf(!browserAvailable)('the public pages in Chromium', () => {
  let server: WebServer;
  let browser: Browser;
  /** One tab for the tests that move between pages; an error on any page fails the run. */
  let page: Page;
  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startWebServer({ env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } }),
      launchBrowser(),
    ]);
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (error) => {
      throw error;
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /**
   * Opens `path` with scripts on and collects what the console says. A 404 page's own document
   * answer is expected there; the browser reports it as a failed resource load, which is no error
   * of the page.
   */
  async function open(path: string, { clock = false, beforeLoad = '' } = {}) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const tab = await context.newPage();
    if (beforeLoad) await tab.addInitScript(beforeLoad);
    if (clock) await tab.clock.install();
    const messages: string[] = [];
    tab.on('console', (message: ConsoleMessage) => {
      const isDocument404 =
        message.text().includes('404') && message.location().url === `${server.url}${path}`;
      if ((message.type() === 'error' || message.type() === 'warning') && !isDocument404)
        messages.push(`${message.type()}: ${message.text()}`);
    });
    tab.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    await tab.goto(`${server.url}${path}`);
    await tab.waitForLoadState('networkidle');
    await hydrated(tab);
    return { page: tab, messages, close: () => context.close() };
  }

  type Visit = Awaited<ReturnType<typeof open>>;

  // A page load is most of what a page check costs, so the hydration check and the route check of
  // a path share one visit, which closes after the last check on it.
  const checksLeft = new Map<string, number>();
  for (const path of [...publicPaths, ...routes.map((route) => route.path)])
    checksLeft.set(path, (checksLeft.get(path) ?? 0) + 1);
  const visits = new Map<string, Promise<Visit>>();

  async function checkVisit(path: string, check: (visit: Visit) => Promise<void>) {
    let visit = visits.get(path);
    if (!visit) visits.set(path, (visit = open(path)));
    try {
      await check(await visit);
    } finally {
      const left = checksLeft.get(path)! - 1;
      checksLeft.set(path, left);
      if (left === 0) await visit.then(({ close }) => close());
    }
  }

  // Each page has a browser context of its own, so they load side by side: most of a visit is
  // waiting (for the network to go quiet, then for late console messages), which overlaps.
  describe.concurrent('every public page hydrates', () => {
    for (const path of publicPaths) {
      it(`${path} arrives as HTML and hydrates with a clean console`, async ({ expect }) => {
        const html = await (await fetch(`${server.url}${path}`)).text();
        expect(html).toMatch(/<h1[^>]*>/);
        await checkVisit(path, async ({ page: visited, messages }) => {
          // Any console message React or the router would print after hydration has shown by now.
          await visited.waitForTimeout(300);
          expect(messages).toEqual([]);
        });
      });
    }
  });

  describe('every route renders', () => {
    for (const route of routes) {
      it(`${route.path} renders its key text`, async () => {
        await checkVisit(route.path, async ({ page: visited, messages }) => {
          const heading = visited.getByRole('heading', { level: 1 });
          await heading.first().waitFor();
          const finalPath = route.finalPath ?? route.path.split('?')[0];
          await expect.poll(() => new URL(visited.url()).pathname).toBe(finalPath);
          expect(await heading.count()).toBe(1);
          if (typeof route.h1 === 'string') expect((await heading.innerText()).trim()).toBe(route.h1);
          else expect(await heading.innerText()).toMatch(route.h1);
          for (const text of route.texts) await visited.getByText(text).first().waitFor({ timeout: 10_000 });
          // The shell is there on every page.
          await visited.getByRole('navigation', { name: 'Main' }).waitFor();
          await visited.getByText('© 2025').waitFor();
          expect(messages.filter((message) => message.startsWith('pageerror:'))).toEqual([]);
        });
      });
    }
  });

  it('rotates the hero phrase and moves both carousels after hydration', async () => {
    const { page, messages, close } = await open('/', { clock: true });
    const phrase = page.locator('[data-testid="hero-phrase"] > span:not([aria-hidden])');
    expect(await phrase.innerText()).toBe('Enterprise Innovation');
    await page.clock.runFor(3000);
    await expect.poll(() => phrase.innerText(), { timeout: 2000 }).toBe('Corporate Venture Capital');

    const board = page.getByRole('region', { name: 'Advisory board messages' });
    await board.waitFor();
    const advisor = async () => (await board.locator('[data-active="true"] h3').textContent()) ?? '';
    const first = await advisor();
    // The board is an island: the click may come before its code, which then replays it.
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
    const { page, messages, close } = await open('/verify-email?email=ada%40example.org', { clock: true });
    const countdown = page.getByText(/\b\d:\d\d\b/).first();
    const before = await countdown.innerText();
    await page.clock.runFor(2000);
    await expect.poll(() => countdown.innerText()).not.toBe(before);
    expect(messages).toEqual([]);
    await close();
  });

  it('sends a form after hydration: the knowledge hub subscribes an address', async () => {
    const { page, messages, close } = await open('/knowledge');
    await page.getByLabel('Email address').fill('reader@example.org');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Check your inbox').waitFor();
    expect(messages).toEqual([]);
    await close();
  });

  it("links the success page to the checkout's e-mail, which only the browser knows", async () => {
    const { page, messages, close } = await open('/payment-success?tier=builder', {
      beforeLoad: "sessionStorage.setItem('commons.checkout-email', 'ada@example.org')",
    });
    await expect
      .poll(() => page.locator('a[href^="/verify-email"]').first().getAttribute('href'))
      .toBe('/verify-email?email=ada%40example.org');
    expect(messages).toEqual([]);
    await close();
  });

  it('/admin/dashboard shows its two tabs to a signed-in admin', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const adminPage = await context.newPage();
    await signInInBrowser(adminPage, server, admin);
    await adminPage.goto(`${server.url}/admin/dashboard`);
    await adminPage.getByRole('tab', { name: /User Management/ }).waitFor();
    await adminPage.getByRole('tab', { name: /Ad Management/ }).waitFor();
    expect(await adminPage.getByRole('heading', { level: 1 }).count()).toBe(1);
    await context.close();
  });

  it('shows a published article and the 404 page for an unknown one', async () => {
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
