/**
 * The public pages in Chromium against the real server. Every route of the route table (spec
 * section 2) renders its key text with one h1 per page, and every public page arrives as HTML and
 * hydrates with a clean console (no hydration mismatch, no React Router warning, no error) and no
 * serious or critical axe-core violation: both checks of a page run on one visit of it. The pages are checked in two journey files, the site's
 * own pages and the member's way in, so that neither file ends a run alone.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { browserAvailable, hydrated } from './browser.ts';
import { useJourney, type Journey } from './journey.ts';

/** The public pages a visitor can land on, the not-found page among them. */
export const publicPaths = [
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

/** The site's own pages (landing, pillars, F100, partnership, knowledge), or the member's way in. */
export type PageGroup = 'site' | 'accounts';
const groupOf = (path: string): PageGroup =>
  /^\/($|pillars\/|f100|partnership|knowledge)/.test(path) ? 'site' : 'accounts';

export interface Visit {
  page: Page;
  /** The console's errors and warnings and the page's uncaught errors, so far. */
  messages: string[];
  close(): Promise<void>;
}

/**
 * Opens `path` in a browser context of its own with scripts on, once the network is quiet and the
 * page hydrated, and collects what the console says. A 404 page's own document answer is expected
 * there; the browser reports it as a failed resource load, which is no error of the page.
 */
export async function visit(
  journey: Journey,
  path: string,
  { clock = false, beforeLoad = '' } = {},
): Promise<Visit> {
  const { server } = journey;
  const page = await journey.newPage();
  if (beforeLoad) await page.addInitScript(beforeLoad);
  if (clock) await page.clock.install();
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const isDocument404 = message.text().includes('404') && message.location().url === `${server.url}${path}`;
    if ((message.type() === 'error' || message.type() === 'warning') && !isDocument404)
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.goto(`${server.url}${path}`);
  await page.waitForLoadState('networkidle');
  await hydrated(page);
  return { page, messages, close: () => page.context().close() };
}

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's serious and critical violations on the page as it stands, one line each. The engine
 * is evaluated through the browser's protocol, which the page's CSP (no inline script) allows.
 */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  // Colours are judged at rest: a fade or transition still running (a carousel's card, a
  // section's entrance) would be measured half-way. Endless animations (the logo strip) move only.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  );
  await page.evaluate(await axeSource);
  const results = await page.evaluate(
    () =>
      (window as unknown as { axe: { run(): Promise<AxeResults> } }).axe.run() as Promise<
        Pick<AxeResults, 'violations'>
      >,
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The hydration and route checks of one group of public pages, as a journey file of their own. */
export function checkPublicPages(title: string, group: PageGroup): void {
  describe.skipIf(!browserAvailable)(title, () => {
    const journey = useJourney();
    const hydrating = publicPaths.filter((path) => groupOf(path) === group);
    const rendering = routes.filter((route) => groupOf(route.path) === group);

    // A page load is most of what a page check costs, so the hydration check and the route check of
    // a path share one visit, which closes after the last check on it.
    const checksLeft = new Map<string, number>();
    for (const path of [...hydrating, ...rendering.map((route) => route.path)])
      checksLeft.set(path, (checksLeft.get(path) ?? 0) + 1);
    const visits = new Map<string, Promise<Visit>>();

    async function checkVisit(path: string, check: (visited: Visit) => Promise<void>) {
      let opened = visits.get(path);
      if (!opened) visits.set(path, (opened = visit(journey, path)));
      try {
        await check(await opened);
      } finally {
        const left = checksLeft.get(path)! - 1;
        checksLeft.set(path, left);
        if (left === 0) await opened.then(({ close }) => close());
      }
    }

    // Each page has a browser context of its own, so they load side by side: most of a visit is
    // waiting (for the network to go quiet, then for late console messages), which overlaps. The
    // two checks of a path are neighbours, so a visit closes soon after it opened instead of every
    // page staying open (and animating) until the last check.
    describe.concurrent('every public page hydrates and renders its key text', () => {
      for (const path of checksLeft.keys()) {
        if (hydrating.includes(path))
          it(`${path} arrives as HTML, hydrates with a clean console and passes axe`, async ({ expect }) => {
            const html = await (await fetch(`${journey.server.url}${path}`)).text();
            expect(html).toMatch(/<h1[^>]*>/);
            await checkVisit(path, async ({ page, messages }) => {
              // Any console message React or the router would print after hydration has shown by now.
              await page.waitForTimeout(300);
              expect(messages).toEqual([]);
              expect(await seriousAccessibilityViolations(page)).toEqual([]);
            });
          });
        for (const route of rendering.filter((candidate) => candidate.path === path))
          it(`${route.path} renders its key text`, async ({ expect }) => {
            await checkVisit(route.path, async ({ page, messages }) => {
              const heading = page.getByRole('heading', { level: 1 });
              await heading.first().waitFor();
              const finalPath = route.finalPath ?? route.path.split('?')[0];
              await expect.poll(() => new URL(page.url()).pathname).toBe(finalPath);
              expect(await heading.count()).toBe(1);
              if (typeof route.h1 === 'string') expect((await heading.innerText()).trim()).toBe(route.h1);
              else expect(await heading.innerText()).toMatch(route.h1);
              for (const text of route.texts) await page.getByText(text).first().waitFor({ timeout: 10_000 });
              // The shell is there on every page.
              await page.getByRole('navigation', { name: 'Main' }).waitFor();
              await page.getByText('© 2025').waitFor();
              expect(messages.filter((message) => message.startsWith('pageerror:'))).toEqual([]);
            });
          });
      }
    });
  });
}

/** The hero phrase a visitor sees (the only one not hidden from assistive technology). */
export const visibleHeroPhrase = (page: Page) =>
  page.locator('[data-testid="hero-phrase"] > span:not([aria-hidden])').innerText();

/**
 * Runs the page's installed clock forward until the hero phrase turns, and gives the phrase it
 * turned to. The phrase's 3 s timer starts in an effect after the hero has hydrated, which can be
 * after a test sees the hydrated element: 3 s skipped at once could come before the timer exists,
 * and then nothing turns. Small steps fire it whenever it started, and never skip a phrase (the
 * next one is 3 s later). The 3000 ms are the component test's to check.
 */
export async function nextHeroPhrase(page: Page): Promise<string> {
  const first = await visibleHeroPhrase(page);
  for (let skipped = 0; skipped < 10_000; skipped += 100) {
    await page.clock.runFor(100);
    const shown = await visibleHeroPhrase(page);
    if (shown !== first) return shown;
  }
  throw new Error(`The hero phrase stayed '${first}' for 10 s of the page's clock`);
}
