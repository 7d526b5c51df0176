/**
 * What every browser journey file starts from: the site served in this process (`startWebServer`),
 * a connection to the run's Chromium and a first page. Every page opened through the journey
 * collects its uncaught errors in `errors`, for the tests to assert empty; `close()` ends all of it.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Page, ViewportSize } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startWebServer, type WebServer } from './server.ts';

const screens = fileURLToPath(new URL('../../.tmp/screens/', import.meta.url));

/**
 * Where a journey saves what a person looks at afterwards (screenshots, downloads); no test reads
 * them. A screenshot shows the viewport unless the whole page's layout is its point: a full-page
 * one makes Chromium lay out and paint the whole of a long page (the dashboard, the landing).
 * Screenshots are JPEG (`.jpg`: Playwright takes the type from the name): encoding a 1440 px PNG
 * cost Chromium ~0.3 s of CPU, six times a JPEG's, ~20% of the screenshot-heavy journeys' CPU.
 */
export const artifactPath = (fileName: string) => path.join(screens, fileName);

export interface JourneyOptions {
  /** The super admin the server makes at start (ADMIN_EMAIL, ADMIN_PASSWORD). */
  admin?: { email: string; password: string };
  /** The viewport of `page` and, unless told otherwise, of every page from `newPage`. */
  viewport?: ViewportSize;
  /** More settings of the server (e.g. a Stripe key). */
  env?: Record<string, string>;
}

export interface Journey {
  server: WebServer;
  browser: Browser;
  /** The first page, in a browser context of its own. */
  page: Page;
  /** Uncaught errors of every page opened through the journey. */
  errors: Error[];
  /** A page in a new browser context (its own cookies and storage). */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  close(): Promise<void>;
}

export async function openJourney({
  admin,
  viewport = { width: 1280, height: 900 },
  env: extraEnv,
}: JourneyOptions = {}): Promise<Journey> {
  const env = {
    ...(admin && { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }),
    ...extraEnv,
  };
  const connected = launchBrowser();
  const errors: Error[] = [];
  const newPage = async (options: BrowserContextOptions = {}) => {
    const context = await (await connected).newContext({ viewport, ...options });
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error));
    return page;
  };
  // The first page opens while the server starts: neither waits for the other.
  const [server, browser, page] = await Promise.all([
    startWebServer({ env }),
    connected,
    newPage(),
    mkdir(screens, { recursive: true }),
  ]);
  return {
    server,
    browser,
    page,
    errors,
    newPage,
    async close() {
      // Closing the connection closes this file's contexts, not the run's shared Chromium.
      await browser.close();
      await server.stop();
    },
  };
}

/**
 * Opens a journey before the tests of the calling `describe` and closes it after them. The
 * returned object reads the open journey, so tests and helpers defined beside the call use it.
 */
export function useJourney(options?: JourneyOptions): Journey {
  let opened: Journey | undefined;
  beforeAll(async () => {
    opened = await openJourney(options);
  });
  afterAll(() => opened?.close());
  const current = () => {
    if (!opened) throw new Error('The journey opens in beforeAll: use it inside hooks and tests');
    return opened;
  };
  return {
    get server() {
      return current().server;
    },
    get browser() {
      return current().browser;
    },
    get page() {
      return current().page;
    },
    get errors() {
      return current().errors;
    },
    newPage: (pageOptions) => current().newPage(pageOptions),
    close: () => current().close(),
  };
}
