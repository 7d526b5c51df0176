/**
 * Server rendering seen from Chromium: every public page arrives as HTML and hydrates with a clean
 * console (no hydration mismatch, no React Router warning, no error), and what moves or answers
 * works afterwards: the hero rotation and both carousels, the verification countdown, and a form.
 */
import type { Browser, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, hydrated, launchBrowser } from '../support/browser.ts';
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

describe.skipIf(!browserAvailable)('server-rendered pages hydrate in Chromium', () => {
  let server: WebServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startWebServer(), launchBrowser()]);
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
    const page = await context.newPage();
    if (beforeLoad) await page.addInitScript(beforeLoad);
    if (clock) await page.clock.install();
    const messages: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      const isDocument404 =
        message.text().includes('404') && message.location().url === `${server.url}${path}`;
      if ((message.type() === 'error' || message.type() === 'warning') && !isDocument404)
        messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    const response = await page.goto(`${server.url}${path}`);
    await page.waitForLoadState('networkidle');
    await hydrated(page);
    return { page, messages, status: response?.status(), close: () => context.close() };
  }

  // Each page has a browser context of its own, so they load side by side: most of a visit is
  // waiting (for the network to go quiet, then for late console messages), which overlaps.
  describe.concurrent('every public page', () => {
    for (const path of publicPaths) {
      it(`${path} arrives as HTML and hydrates with a clean console`, async ({ expect }) => {
        const html = await (await fetch(`${server.url}${path}`)).text();
        expect(html).toMatch(/<h1[^>]*>/);
        const { page, messages, close } = await open(path);
        // Any console message React or the router would print after hydration has shown by now.
        await page.waitForTimeout(300);
        expect(messages).toEqual([]);
        await close();
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
});
