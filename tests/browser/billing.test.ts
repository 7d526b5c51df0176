/**
 * Billing in Chromium on the embedded defaults (the payment simulator, the e-mail outbox): a
 * builder who signed up and verified but did not pay leaves the payment page with Cancel, is back
 * on the dashboard with the unpaid notice, pays later with 'Complete payment', then cancels at the
 * period's end and resumes; 'Update Payment Method' opens the simulator's customer portal.
 * Screenshots at 1440 px and 375 px. The member signs in the way a new member does: the e-mailed
 * code on the verification page.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode } from '@commons/http/testing/outbox';
import { browserAvailable, launchBrowser } from '../support/browser.ts';
import { registerMember } from '../support/members.ts';
import { startWebServer, type WebServer } from '../support/server.ts';

const screens = fileURLToPath(new URL('../../.tmp/screens/', import.meta.url));
const email = 'ada.billing@example.org';

describe.skipIf(!browserAvailable)('billing in Chromium', () => {
  let server: WebServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: Error[] = [];

  beforeAll(async () => {
    await mkdir(screens, { recursive: true });
    [server, browser] = await Promise.all([startWebServer(), launchBrowser()]);
    await registerMember(
      server,
      {
        email,
        firstName: 'Ada',
        lastName: 'Obi',
        password: 'correct horse battery',
        membershipTier: 'builder',
        billingCycle: 'monthly',
      },
      { verify: false },
    );
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const shot = async (name: string) => {
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(screens, `billing-${name}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  };
  const paymentSection = () => page.locator('#payment');

  it('pays later after leaving the payment page, then cancels at the period’s end and resumes', async () => {
    // Verification signs the member in and opens the dashboard.
    await page.goto(`${server.url}/verify-email?email=${encodeURIComponent(email)}`);
    const code = await latestCode(server.dataDir, email);
    await page.getByLabel('Verification code').fill(code);
    await page.waitForURL(`${server.url}/dashboard`, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Complete payment' }).waitFor();
    expect(await page.getByTestId('stat-payment').textContent()).toMatch(/Unpaid.*Monthly billing/);

    await page.getByRole('button', { name: 'Complete payment' }).click();
    await page.waitForURL(/\/api\/payments\/simulator\/sim_cs_/, { timeout: 10_000 });
    expect(await page.getByText('$7.95 / month').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${server.url}/dashboard?payment=cancelled#payment`);
    await page.getByTestId('unpaid-notice').waitFor();
    await shot('1-unpaid-notice');

    await page.getByRole('button', { name: 'Complete payment' }).click();
    await page.waitForURL(/\/api\/payments\/simulator\/sim_cs_/, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Pay $7.95 (test)' }).click();
    await page.waitForURL(/\/payment-success\?tier=builder$/);
    await page.getByText(`Your email address ${email} is already verified.`).waitFor();
    await shot('2-payment-success');

    await page.goto(`${server.url}/dashboard#payment`);
    await paymentSection().getByText('Monthly billing').waitFor();
    expect(await paymentSection().getByText('On', { exact: true }).isVisible()).toBe(true);
    expect(
      await paymentSection()
        .getByText(/· \$7\.95$/)
        .isVisible(),
    ).toBe(true);
    await shot('3-subscribed');

    await paymentSection().getByRole('button', { name: 'Update Payment Method' }).click();
    await page.waitForURL(/\/api\/payments\/simulator\/portal\/sim_bps_/, { timeout: 10_000 });
    await page.getByText('Test card •••• 4242 (simulated)').waitFor();
    expect(await page.getByRole('cell', { name: '$7.95' }).isVisible()).toBe(true);
    await shot('3b-payment-portal');
    await page.getByRole('link', { name: 'Return to the site' }).click();
    await page.waitForURL(`${server.url}/dashboard#payment`);
    await paymentSection().getByText('Monthly billing').waitFor();

    await paymentSection().getByRole('button', { name: 'Cancel subscription' }).click();
    await paymentSection()
      .getByText(/^Cancels on /)
      .waitFor();
    await page.getByText('Subscription cancelled').waitFor();
    expect(await paymentSection().getByText('Off', { exact: true }).isVisible()).toBe(true);
    await shot('4-cancelled');

    await paymentSection().getByRole('button', { name: 'Resume' }).click();
    await paymentSection().getByRole('button', { name: 'Cancel subscription' }).waitFor();
    await page.getByText('Subscription resumed').waitFor();
    expect(pageErrors).toEqual([]);
  }, 90_000);
});
