/**
 * The landing page's JavaScript as a browser gets it: every script Chromium fetches on a cold load
 * of `/` (no cache, no scroll) until the network is quiet after the app has hydrated, each at the
 * size it crossed the wire (brotli or gzip, as the server sends it). That is the entry and what it
 * imports, /paint-first.js, and the islands near enough to the first view to load at once; what
 * loads only on a scroll or a click is not counted. Used by `npm run bundle:size` and the landing
 * journey (tests/browser/public-landing.test.ts).
 */
import type { Browser, Response } from 'playwright-core';

/** The budget for the landing page's JavaScript, compressed. */
export const landingBudgetKb = 150;

/** The widths the landing is measured at: a phone's and a desktop's (more islands start near a taller view). */
export const landingViewports = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];

export interface ScriptTransfer {
  /** The path fetched (`/assets/index-abc.js`). */
  path: string;
  /** br, gzip or identity. */
  encoding: string;
  /** The body's bytes on the wire, in KB. */
  kb: number;
}

export interface LandingScripts {
  viewport: { width: number; height: number };
  scripts: ScriptTransfer[];
  totalKb: number;
}

/**
 * Run in the page: true once React holds the nav, the page and the footer (each carries React's
 * fiber). The scripts are compiled without the DOM's types, hence the document's narrow type; a
 * function, not source text, which the page's CSP would refuse to evaluate.
 */
function hydratedLanding(): boolean {
  const { document } = globalThis as unknown as {
    document: { querySelector(selector: string): object | null };
  };
  return ['#root > :first-child', '#main > :first-child', 'footer'].every((selector) => {
    const element = document.querySelector(selector);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  });
}

/** Loads `origin`/ in a fresh context of `browser` (an empty cache) and sums the scripts it fetched. */
export async function measureLandingScripts(
  browser: Browser,
  origin: string,
  viewport: { width: number; height: number },
): Promise<LandingScripts> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const responses: Response[] = [];
    let inFlight = 0;
    let lastActivity = performance.now();
    const settled = () => {
      inFlight -= 1;
      lastActivity = performance.now();
    };
    page.on('request', () => {
      inFlight += 1;
      lastActivity = performance.now();
    });
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') responses.push(response);
    });
    await page.goto(`${origin}/`);
    // The app starts after the first paint (/paint-first.js) and hydrates the nav, then the page
    // and the footer in later passes; the page's hydration fetches the code of what shows after
    // it and of the islands in reach of the view. Then the network goes quiet: nothing in flight
    // for a second. (Playwright's 'networkidle' may have been reached already in the pause before
    // the app starts, and would not wait.)
    await page.waitForFunction(hydratedLanding);
    const quietFor = 1000;
    const deadline = performance.now() + 30_000;
    while (inFlight > 0 || performance.now() - lastActivity < quietFor) {
      if (performance.now() > deadline) throw new Error('The landing page kept fetching for 30 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const scripts = await Promise.all(
      responses.map(async (response) => ({
        path: new URL(response.url()).pathname,
        encoding: (await response.headerValue('content-encoding')) ?? 'identity',
        kb: (await response.request().sizes()).responseBodySize / 1024,
      })),
    );
    scripts.sort((a, b) => b.kb - a.kb);
    return { viewport, scripts, totalKb: scripts.reduce((sum, script) => sum + script.kb, 0) };
  } finally {
    await context.close();
  }
}
