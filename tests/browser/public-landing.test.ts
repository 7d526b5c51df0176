/**
 * The public face in Chromium against the real server: the landing page's sections, rotations and
 * carousels, hash links from the footer, the small-screen menu at 375 px, the knowledge hub's
 * filters, and the visitor's wish for reduced motion.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { landingBudgetKb, landingViewports, measureLandingScripts } from '../../scripts/landing-bundle.ts';
import { browserAvailable, hydrated, transitionsEnded } from '../support/browser.ts';
import { artifactPath, useJourney } from '../support/journey.ts';
import { nextHeroPhrase, visibleHeroPhrase } from '../support/public-pages.ts';

describe.skipIf(!browserAvailable)('the public face in Chromium', () => {
  const journey = useJourney();
  afterEach(() => expect(journey.errors).toEqual([]));

  /** `clock`: a controllable clock that still ticks on its own, so a test can skip seconds with runFor(). */
  async function open(
    path: string,
    options: BrowserContextOptions = {},
    { clock = false } = {},
  ): Promise<Page> {
    const page = await journey.newPage(options);
    if (clock) await page.clock.install();
    await page.goto(`${journey.server.url}${path}`);
    // A click before hydration is lost on most pages (the landing's /paint-first.js holds one).
    await hydrated(page);
    return page;
  }

  const close = (page: Page) => page.context().close();

  it('shows the landing sections in order and rotates the hero phrase every 3 s', async () => {
    const page = await open('/', {}, { clock: true });
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The phrase turns once the page's part has hydrated, which may come after the layout's.
    await hydrated(page, '[data-testid="hero-phrase"]');
    expect(await visibleHeroPhrase(page)).toBe('Enterprise Innovation');
    expect(await nextHeroPhrase(page)).toBe('Corporate Venture Capital');

    await page.getByRole('region', { name: 'Ready to Shape the Future of Innovation?' }).waitFor();
    const order = await page.evaluate(() =>
      [...document.querySelectorAll('main section[id], footer[id]')].map((element) => element.id),
    );
    expect(order).toEqual(['about', 'pillars', 'f100', 'knowledge', 'contact']);
    expect(await page.locator('[data-testid="logo-strip"] ul:not([aria-hidden]) > li').count()).toBe(40);
    expect(await page.getByRole('link', { name: /^Learn More about / }).count()).toBe(5);

    // Knowledge teaser: the first three published articles.
    const teaser = page.getByRole('region', { name: 'Latest Insights' });
    await teaser
      .getByRole('link', { name: /^Read More about / })
      .first()
      .waitFor();
    expect(await teaser.getByRole('link', { name: /^Read More about / }).count()).toBe(3);
    await close(page);
  });

  it('loads the F100 member carousel near the view: 7 slides of 16, 112 members, dots and arrows', async () => {
    const page = await open('/');
    await page.getByRole('region', { name: 'Ready to Shape the Future of Innovation?' }).waitFor();
    await page.locator('#f100').scrollIntoViewIfNeeded();
    const carousel = page.getByRole('region', { name: 'Founding members' });
    await carousel.waitFor();
    expect(await carousel.locator('[data-testid="member-slide"]').count()).toBe(7);
    expect(await carousel.locator('[data-testid="member-card"]').count()).toBe(112);
    expect(await carousel.getByRole('button', { name: /^Go to slide \d of 7$/ }).count()).toBe(7);
    await carousel.getByRole('button', { name: 'Go to slide 3 of 7' }).click();
    await expect
      .poll(() => carousel.getByRole('button', { name: 'Go to slide 3 of 7' }).getAttribute('aria-current'))
      .toBe('true');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect
      .poll(() => carousel.getByRole('button', { name: 'Go to slide 4 of 7' }).getAttribute('aria-current'))
      .toBe('true');
    expect(await page.getByText('F3', { exact: true }).count()).toBe(2);
    await close(page);
  });

  it('moves the advisory carousel with keyboard-usable, wrapping previous and next', async () => {
    const page = await open('/');
    const board = page.getByRole('region', { name: 'Advisory board messages' });
    await board.waitFor();
    // The slide's name is read from the DOM, not the rendered text: the card fades in over 500 ms.
    const active = async () => (await board.locator('[data-active="true"] h3').textContent()) ?? '';
    const first = await active();
    // The board is an island: focusing it loads its code, and a press that comes first is replayed.
    await board.getByRole('button', { name: 'Previous advisor' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(active, { timeout: 5000 }).not.toBe(first);
    await board.getByRole('button', { name: 'Next advisor' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(active).toBe(first);
    expect(await board.getByRole('button', { name: /^Show advisor \d/ }).count()).toBe(8);
    await close(page);
  });

  it('resumes the advisory carousel 8 s after a click, with the mouse still resting on it', async () => {
    const page = await open('/', { viewport: { width: 1440, height: 900 } }, { clock: true });
    const board = page.getByRole('region', { name: 'Advisory board messages' });
    await board.scrollIntoViewIfNeeded();
    await hydrated(page, '[aria-label="Advisory board messages"]');
    const active = async () => (await board.locator('[data-active="true"] h3').textContent()) ?? '';
    const first = await active();
    // A real mouse click: the pointer moves over the button, presses it, and stays there.
    await board.getByRole('button', { name: 'Next advisor' }).click();
    await expect.poll(active).not.toBe(first);
    const chosen = await active();
    // The exact 8 s are the component test's; the clock here also runs on its own, by real time.
    await page.clock.runFor(8500);
    await expect.poll(active).not.toBe(chosen);
    await page.screenshot({ path: artifactPath('landing-advisors-resumed-1440.jpg') });
    await page.setViewportSize({ width: 375, height: 812 });
    await board.scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifactPath('landing-advisors-resumed-375.jpg') });
    await close(page);
  });

  it('scrolls to /#about and /#pillars from the footer of another page', async () => {
    const page = await open('/knowledge');
    await page.getByRole('heading', { level: 1, name: 'Knowledge Hub' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Pillars' }).click();
    await page.waitForURL(/\/#pillars$/);
    const pillarsTop = () =>
      page.evaluate(() => document.getElementById('pillars')?.getBoundingClientRect().top ?? -1);
    await expect.poll(async () => Math.abs(await pillarsTop()) < 120, { timeout: 8000 }).toBe(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    const aboutTop = () =>
      page.evaluate(() => document.getElementById('about')?.getBoundingClientRect().top ?? -1);
    await expect.poll(async () => Math.abs(await aboutTop()) < 120, { timeout: 8000 }).toBe(true);
    await close(page);
  });

  it('opens the side sheet at 375 px and navigates with Become a Member', async () => {
    const page = await open('/', { viewport: { width: 375, height: 812 } });
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Become a Member' }).isVisible()).toBe(false);
    await nav.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.waitFor();
    // The sheet slides in from the right: measured mid-slide (a busy machine), it is not yet at the edge.
    await transitionsEnded(page);
    const box = await sheet.boundingBox();
    expect(Math.round(box!.width)).toBe(300);
    expect(Math.round(box!.x + box!.width)).toBe(375);
    await sheet.getByRole('link', { name: 'Login' }).waitFor();
    await sheet.getByRole('link', { name: 'Become a Member' }).click();
    await page.waitForURL(/\/membership$/);
    await sheet.waitFor({ state: 'hidden' });
    // The sheet closes with Escape too, and is 400 px wide from small screens up.
    await page.setViewportSize({ width: 700, height: 900 });
    await nav.getByRole('button', { name: 'Open menu' }).click();
    await sheet.waitFor();
    expect(Math.round((await sheet.boundingBox())!.width)).toBe(400);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await close(page);
  });

  it("opens the side sheet from a tap made before the page's JavaScript has loaded", async () => {
    const page = await journey.newPage({ viewport: { width: 375, height: 812 } });
    // The landing's modules start after its first paint; here they are held until after the tap.
    let releaseModules!: () => void;
    const modulesHeld = new Promise<void>((resolve) => (releaseModules = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await modulesHeld;
      await route.continue();
    });
    await page.goto(`${journey.server.url}/`, { waitUntil: 'domcontentloaded' });
    const openMenu = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Open menu' });
    expect(
      await openMenu.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__react'))),
    ).toBe(false);
    await openMenu.click();
    releaseModules();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await close(page);
  });

  it('filters the knowledge hub in its address, keeps the filters over Back, and clears them from the empty state', async () => {
    const page = await open('/knowledge');
    const found = page.getByText(/^\d+ articles? found$/);
    await found.waitFor();
    const total = Number((await found.innerText()).split(' ')[0]);
    await page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: 'Event' })
      .click();
    await expect.poll(async () => Number((await found.innerText()).split(' ')[0])).toBeLessThan(total);
    await page.waitForURL(/\/knowledge\?category=Event$/);
    const events = await found.innerText();

    // Shareable: the same address in a new page, even without JavaScript, lists the same articles.
    const shared = await journey.newPage({ javaScriptEnabled: false });
    await shared.goto(`${journey.server.url}/knowledge?category=Event`);
    expect(await shared.getByText(/^\d+ articles? found$/).innerText()).toBe(events);
    expect(
      await shared.getByRole('button', { name: 'Event', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await shared.goto(`${journey.server.url}/knowledge?q=zzz-no-such-words`);
    expect(await shared.getByRole('searchbox', { name: 'Search articles' }).inputValue()).toBe(
      'zzz-no-such-words',
    );
    await shared.getByText('No articles match your search').waitFor();
    await shared.context().close();

    // Survives Back: an article opened from the filtered list, then Back.
    await page
      .getByRole('link', { name: /^Read More about / })
      .first()
      .click();
    await page.waitForURL(/\/knowledge\/[^?]+$/);
    await page.goBack();
    await page.waitForURL(/\/knowledge\?category=Event$/);
    await expect.poll(() => found.innerText()).toBe(events);
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: artifactPath(`knowledge-filter-in-address-${width}.jpg`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('zzz-no-such-words');
    await page.getByText('No articles match your search').waitFor();
    await page.waitForURL(/\/knowledge\?q=zzz-no-such-words&category=Event$/);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(() => found.innerText()).toBe(`${total} articles found`);
    await page.waitForURL(/\/knowledge$/);
    await close(page);
  });

  it('keeps the hero phrase, carousels and logo loop still for reduced motion', async () => {
    const page = await open('/', { reducedMotion: 'reduce' }, { clock: true });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.clock.runFor(3500);
    expect(await visibleHeroPhrase(page)).toBe('Enterprise Innovation');
    const strip = page.locator('[data-testid="logo-strip"] > div');
    await strip.waitFor();
    expect(await strip.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    expect(await page.getByRole('button', { name: /automatic rotation/ }).count()).toBe(0);
    await close(page);
  });

  it('offers a skip link as the first tab stop', async () => {
    const page = await open('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await close(page);
  });

  it(`fetches at most ${landingBudgetKb} KB of JavaScript on a cold load of the landing, at 375 and 1440 px`, async () => {
    for (const viewport of landingViewports) {
      const { scripts, totalKb } = await measureLandingScripts(journey.browser, journey.server.url, viewport);
      // A real measurement: the entry and React DOM, sent compressed as the server sends them.
      expect(scripts.some((script) => /^\/assets\/index-[\w-]+\.js$/.test(script.path))).toBe(true);
      expect(scripts.every((script) => script.encoding === 'br')).toBe(true);
      expect(totalKb).toBeGreaterThan(50);
      expect({ viewport, totalKb }).toEqual({ viewport, totalKb: Math.min(totalKb, landingBudgetKb) });
    }
  });

  it('shows the founding members as a list and says why forms wait, with JavaScript off', async () => {
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1440, height: 900 },
    ]) {
      const page = await journey.newPage({ javaScriptEnabled: false, viewport });
      await page.goto(`${journey.server.url}/`);
      const members = page.getByTestId('founding-member-list');
      await members.scrollIntoViewIfNeeded();
      expect(await members.locator('li').count()).toBe(112);
      expect(await members.isVisible()).toBe(true);
      await page.screenshot({ path: artifactPath(`landing-no-js-members-${viewport.width}.jpg`) });

      await page.goto(`${journey.server.url}/login`);
      // Playwright's text search skips <noscript>, where the notice is: found by its place instead.
      const notice = page.locator('main form > fieldset > legend span');
      expect(await notice.innerText()).toBe(
        'This form needs JavaScript. Please turn it on in your browser to send it.',
      );
      expect(await notice.isVisible()).toBe(true);
      expect(await page.getByLabel(/email/i).first().isDisabled()).toBe(true);
      await page.screenshot({ path: artifactPath(`login-no-js-${viewport.width}.jpg`) });
      await close(page);
    }
  });
});
