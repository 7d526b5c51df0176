/**
 * Debian's Chromium driven by playwright-core (never a downloaded browser). Where Chromium is not
 * installed the browser journeys are skipped, unless CI=true or CHROMIUM_PATH is set: there a
 * missing browser is a failure.
 */
import { existsSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserServer,
  type LaunchOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { chromiumPath } from './chromium-path.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared Chromium (see `launchSharedBrowser`), or '' when there is none. */
    chromiumEndpoint: string;
  }
}

const required = process.env.CI === 'true' || Boolean(process.env.CHROMIUM_PATH);

/** Use as `describe.skipIf(!browserAvailable)`. */
export const browserAvailable = existsSync(chromiumPath) || required;

const launchOptions: LaunchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * For the journeys' global setup: one Chromium for the whole run. Starting one costs about a second
 * of CPU and every browser journey file used to start its own.
 */
export function launchSharedBrowser(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions);
}

/**
 * The browser of one journey file: a connection to the run's shared Chromium, or a Chromium of its
 * own outside the journeys' global setup. Either way `close()` ends what this file opened (its
 * contexts and pages) and nothing of another file's.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  return endpoint ? chromium.connect(endpoint) : chromium.launch(launchOptions);
}

/**
 * Waits until React has hydrated the server's HTML (its first element carries React's own fiber):
 * before that, a server-rendered button does nothing when clicked. The root's container mark is
 * not enough: it is set when hydration is scheduled, before it has run. The page and the footer
 * hydrate in later passes (they are Suspense boundaries): give `selector` to wait for an element
 * in them.
 */
export async function hydrated(page: Page, selector?: string): Promise<void> {
  await page.waitForFunction((selector) => {
    const element = selector
      ? document.querySelector(selector)
      : document.getElementById('root')?.firstElementChild;
    return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  }, selector);
}

/** How far the page scrolls sideways (0 or less: it fits the viewport's width). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Waits until the page's running transitions and finite animations (a drawer's slide, a dialog's
 * or a menu's fade) have ended: a screenshot taken during one catches it half-way. Endless ones
 * (a spinner, the logo loop) are not waited for.
 */
export function transitionsEnded(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    // A cancelled animation rejects `finished`; it has ended all the same.
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * The lines an element's text is laid out in, as the reader sees them: each character is placed
 * by its own box, and a new line starts where a character sits lower than the one before.
 */
export function visualLines(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const lines: string[] = [];
    let lineTop = -Infinity;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getClientRects()[0];
        if (!box) continue;
        if (box.top > lineTop + box.height / 2) {
          lines.push(text.charAt(index));
          lineTop = box.top;
        } else lines.push(lines.pop()! + text.charAt(index));
      }
    }
    return lines;
  });
}

/**
 * The lines (of `visualLines`) that start inside a word of an e-mail address: a sensible break
 * comes before its "@" or a dot, or after a hyphen.
 */
export const midWordBreaks = (lines: string[]): string[] =>
  lines.slice(1).filter((line, index) => !/^[@.]/.test(line) && !lines[index]!.endsWith('-'));
