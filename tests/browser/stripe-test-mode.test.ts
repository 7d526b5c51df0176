/**
 * The console's "Stripe test mode" banner in Chromium: an admin of a site running on a Stripe test
 * key sees it above the console, in the page's flow, at 1440 x 900 and on a 375 px phone: it covers
 * none of the header's controls (nor a Logout) and makes the page scroll sideways on neither. Screenshots at both widths.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, sidewaysOverflow } from '../support/browser.ts';
import { artifactPath, useJourney } from '../support/journey.ts';
import { signInInBrowser } from '../support/members.ts';

const admin = { email: 'test-mode-admin@commons.test', password: 'admin password 42' };

/**
 * Every visible control of the site's header, and any Logout, is the topmost element at its own
 * centre: the banner covers none of them. Answers how many were checked and which were covered.
 */
function coveredControls(page: Page): Promise<{ checked: number; covered: string[] }> {
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll('header a, header button, button, a')].filter(
      (element) => element.closest('header') || element.textContent?.trim() === 'Logout',
    );
    const visible = controls
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight);
    const covered = visible
      .filter(({ element, box }) => {
        const topmost = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !topmost || !(element === topmost || element.contains(topmost));
      })
      .map(({ element }) => element.textContent?.trim() || element.getAttribute('aria-label') || '?');
    return { checked: visible.length, covered };
  });
}

describe.skipIf(!browserAvailable)('the Stripe test mode banner in Chromium', () => {
  const journey = useJourney({
    admin,
    viewport: { width: 1440, height: 900 },
    env: { STRIPE_SECRET_KEY: 'sk_test_banner', STRIPE_WEBHOOK_SECRET: 'whsec_banner' },
  });
  beforeAll(() => signInInBrowser(journey.page, journey.server, admin));

  it('shows the banner to the admin without covering the navigation, at 1440 and 375 px', async () => {
    const { page, server } = journey;
    await page.goto(`${server.url}/admin/dashboard`);
    const banner = page.getByTestId('stripe-test-mode');
    await expect.poll(() => banner.textContent()).toContain('Stripe test mode');
    const desktop = await coveredControls(page);
    expect(desktop.checked).toBeGreaterThan(0);
    expect(desktop.covered).toEqual([]);
    await page.screenshot({ path: artifactPath('stripe-test-mode-1440.jpg') });

    await page.setViewportSize({ width: 375, height: 800 });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect((await coveredControls(page)).covered).toEqual([]);
    await page.screenshot({ path: artifactPath('stripe-test-mode-375.jpg') });
  });
});
