/**
 * Debian's Chromium driven by playwright-core (never a downloaded browser). Where Chromium is not
 * installed the browser journeys are skipped, unless CI=true or CHROMIUM_PATH is set: there a
 * missing browser is a failure.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const required = process.env.CI === 'true' || Boolean(process.env.CHROMIUM_PATH);

/** Use as `describe.skipIf(!browserAvailable)`. */
export const browserAvailable = existsSync(chromiumPath) || required;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
  });
}

/**
 * Waits until React has attached to the server's HTML (its root carries React's own properties):
 * before that, a server-rendered button does nothing when clicked.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
  });
}
