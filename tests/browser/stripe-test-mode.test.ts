/**
 * The console's "Stripe test mode" banner in Chromium: an admin of a site running on a Stripe test
 * key sees it above the console, at 1440 x 900 and on a 375 px phone, and it covers no Logout
 * control and makes the page scroll sideways on neither. Screenshots at both widths.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, sidewaysOverflow } from '../support/browser.ts';
import { artifactPath, useJourney } from '../support/journey.ts';
import { signInInBrowser } from '../support/members.ts';

const admin = { email: 'test-mode-admin@commons.test', password: 'admin password 42' };

/** Every visible Logout control is the topmost element at its own centre: nothing covers it. */
function logoutsUncovered(page: Page): Promise<boolean[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button, a')]
      .filter((element) => element.textContent?.trim() === 'Logout')
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight)
      .map((box) => {
        const topmost = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return topmost?.closest('button, a')?.textContent?.trim() === 'Logout';
      }),
  );
}

describe.skipIf(!browserAvailable)('the Stripe test mode banner in Chromium', () => {
  const journey = useJourney({
    admin,
    viewport: { width: 1440, height: 900 },
    env: { STRIPE_SECRET_KEY: 'sk_test_banner', STRIPE_WEBHOOK_SECRET: 'whsec_banner' },
  });
  beforeAll(() => signInInBrowser(journey.page, journey.server, admin));

  it('shows the banner to the admin without covering Logout, at 1440 and 375 px', async () => {
    const { page, server } = journey;
    await page.goto(`${server.url}/admin/dashboard`);
    const banner = page.getByTestId('stripe-test-mode');
    await expect.poll(() => banner.textContent()).toContain('Stripe test mode');
    expect(await logoutsUncovered(page)).not.toContain(false);
    await page.screenshot({ path: artifactPath('stripe-test-mode-1440.jpg') });

    await page.setViewportSize({ width: 375, height: 800 });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await logoutsUncovered(page)).not.toContain(false);
    await page.screenshot({ path: artifactPath('stripe-test-mode-375.jpg') });
  });
});
