/**
 * The sign-up and payment journey in Chromium on the embedded defaults (the local payment
 * simulator and the e-mail outbox): builder yearly, account, simulator, Pay, payment success, code
 * from the outbox, verification, and the server then says paid and active, in both orders. In the
 * second, Cancel on the payment page first: the sign-up page says the account exists and a code
 * was sent, and offers to pay (which reaches the payment page again) or to continue free (the
 * account becomes an Explorer, active once verified).
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { browserAvailable, midWordBreaks, sidewaysOverflow, visualLines } from '../support/browser.ts';
import { newEmail, verificationCode } from '@commons/http/testing/payment-journeys';
import { artifactPath, useJourney } from '../support/journey.ts';

describe.skipIf(!browserAvailable)('checkout in Chromium', () => {
  const journey = useJourney();
  afterEach(() => expect(journey.errors).toEqual([]));

  const shot = (page: Page, name: string, fullPage = false) =>
    page.screenshot({ path: artifactPath(`${name}.jpg`), fullPage });

  /** From /checkout to the simulator's page; returns its URL. */
  async function signUpAndReachPayment(page: Page, email: string, shots: boolean): Promise<string> {
    await page.goto(`${journey.server.url}/checkout?tier=builder&plan=yearly`);
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    const yearly = summary.getByRole('radio', { name: /Yearly/ });
    await yearly.waitFor({ state: 'attached' });
    expect(await yearly.isChecked()).toBe(true);
    expect(await summary.getByText('17% off').isVisible()).toBe(true);
    // The journeys' server uses the payment simulator, and the page says so.
    await summary.getByText('Test payments (simulator)').waitFor();
    // First in the HTML (see the server-rendering test), the summary still sits right of the form.
    const formBox = await page.getByRole('form', { name: 'Create Your Account' }).boundingBox();
    expect((await summary.boundingBox())!.x).toBeGreaterThan(formBox!.x + formBox!.width);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Organization').fill('Lagos Innovation Lab');
    if (shots) await shot(page, 'checkout-1-builder-yearly');

    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByText('Account Created & Checkout Initiated').waitFor();
    if (shots) await shot(page, 'checkout-2-toast');
    await page.waitForURL(/\/api\/payments\/simulator\/sim_cs_/, { timeout: 10_000 });
    await page.getByText('TEST MODE: payment simulator, no real payment is taken').waitFor();
    expect(await page.getByText('$79.50 / year').isVisible()).toBe(true);
    if (shots) await shot(page, 'checkout-3-simulator');
    return page.url();
  }

  async function payAndLandOnSuccess(page: Page, shots: boolean) {
    await page.getByRole('button', { name: 'Pay $79.50 (test)' }).click();
    await page.waitForURL(/\/payment-success\?tier=builder$/);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    if (shots) await shot(page, 'checkout-4-payment-success');
  }

  /** Paid first, the dashboard opens; not paid yet, its payment section (the payment is pending). */
  async function verifyEmail(page: Page, email: string, shots: boolean, landing = /\/dashboard$/) {
    const code = await verificationCode(journey.server, email);
    const input = page.getByLabel('Verification code');
    await input.fill(code.slice(0, 5));
    if (shots) await shot(page, 'checkout-5-verify-email');
    // The verification page submits by itself on the sixth digit.
    await input.press(code.slice(5));
    await page.waitForURL(landing);
  }

  async function currentMember(page: Page) {
    const response = await page.request.get(`${journey.server.url}/api/auth/me`);
    expect(response.status()).toBe(200);
    return (await response.json()) as {
      paymentStatus: string;
      membershipStatus: string;
      membershipTier: string;
    };
  }

  it('builder yearly: account, simulator, Pay, success, code from the outbox, verified: paid and active', async () => {
    const page = await journey.newPage();
    const email = newEmail('browser-pay-first');
    await signUpAndReachPayment(page, email, true);
    await payAndLandOnSuccess(page, true);

    await page.getByRole('link', { name: 'Verify your email' }).click();
    await page.waitForURL(`${journey.server.url}/verify-email?email=${encodeURIComponent(email)}`);
    await verifyEmail(page, email, true);
    await shot(page, 'checkout-6-dashboard');

    expect(await currentMember(page)).toMatchObject({
      paymentStatus: 'paid',
      membershipStatus: 'active',
      membershipTier: 'builder',
    });
    await page.context().close();
  });

  it('the other order, verified first and paid second, also ends paid and active', async () => {
    const page = await journey.newPage();
    const email = newEmail('browser-verify-first');
    await signUpAndReachPayment(page, email, false);

    // Cancel on the payment page: no empty form, but what happened and the two ways on.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/checkout\?tier=builder&plan=yearly&payment=cancelled$/);
    const cancelled = page.getByTestId('payment-cancelled');
    await cancelled.getByText(`We sent a 6-digit code to verify your e-mail address to ${email}.`).waitFor();
    expect(await page.getByRole('button', { name: 'Continue to Payment' }).count()).toBe(0);
    expect(await cancelled.getByRole('button', { name: 'Continue free' }).isEnabled()).toBe(true);
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await cancelled.screenshot({ path: artifactPath(`checkout-10-payment-cancelled-${width}.jpg`) });
    }
    await cancelled.getByRole('button', { name: 'Pay for Builder' }).click();
    await page.getByText('Checkout Initiated').waitFor();
    await page.waitForURL(/\/api\/payments\/simulator\/sim_cs_/, { timeout: 10_000 });
    const paymentPage = page.url();

    await page.goto(`${journey.server.url}/verify-email?email=${encodeURIComponent(email)}`);
    await verifyEmail(page, email, false, /\/dashboard#payment$/);
    expect(await currentMember(page)).toMatchObject({ paymentStatus: 'unpaid', membershipStatus: 'pending' });

    await page.goto(paymentPage);
    await payAndLandOnSuccess(page, false);
    expect(await currentMember(page)).toMatchObject({ paymentStatus: 'paid', membershipStatus: 'active' });
    await page.context().close();
  });

  it('Cancel on the payment page, then Continue free: verified, an active Explorer', async () => {
    const page = await journey.newPage();
    const email = newEmail('browser-continue-free');
    await signUpAndReachPayment(page, email, false);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('payment-cancelled').getByRole('button', { name: 'Continue free' }).click();

    await page.getByText('Explorer Membership Chosen').waitFor();
    await page.waitForURL(`${journey.server.url}/verify-email?email=${encodeURIComponent(email)}`);
    await verifyEmail(page, email, false);
    expect(await currentMember(page)).toMatchObject({
      membershipTier: 'explorer',
      paymentStatus: 'paid',
      membershipStatus: 'active',
    });
    await page.context().close();
  });

  it("shows 'Invalid Membership Tier' for an unknown tier and sends enterprise to /partnership", async () => {
    const page = await journey.newPage();
    await page.goto(`${journey.server.url}/checkout?tier=platinum`);
    await page.getByRole('heading', { name: 'Invalid Membership Tier' }).waitFor();
    await shot(page, 'checkout-7-invalid-tier');
    await page.getByRole('link', { name: 'Back to Membership' }).click();
    await page.waitForURL(/\/membership$/);

    await page.goto(`${journey.server.url}/checkout?tier=enterprise`);
    await page.waitForURL(/\/partnership$/);
    await page.context().close();
  });

  it("wraps a long address on the simulator's page before its @ and dots or after a hyphen at 375 px", async () => {
    const page = await journey.newPage();
    const long = newEmail('adaeze.nwachukwu-okonkwo.partnerships').replace('@', '@lagos-fintech-innovation.');
    await signUpAndReachPayment(page, long, false);
    await page.setViewportSize({ width: 375, height: 800 });
    const address = page.locator('dd').filter({ hasText: long.slice(0, 10) });
    const lines = await visualLines(address);
    expect(lines.join('')).toBe(long);
    expect(lines.length).toBeGreaterThan(1);
    expect(midWordBreaks(lines)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'checkout-10-simulator-long-address-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    await shot(page, 'checkout-10-simulator-long-address-1440');
    await page.context().close();
  });

  it('fits a phone screen, with the order summary first, and shows no billing cycle for explorer', async () => {
    const page = await journey.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto(`${journey.server.url}/checkout?tier=leader&plan=monthly`);
    await page.getByText('Most Popular').waitFor();
    await shot(page, 'checkout-8-phone-leader-monthly', true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const summaryTop = await page.getByRole('complementary', { name: 'Order Summary' }).boundingBox();
    const formTop = await page.getByRole('form', { name: 'Create Your Account' }).boundingBox();
    expect(summaryTop!.y).toBeLessThan(formTop!.y);

    await page.goto(`${journey.server.url}/checkout?tier=explorer`);
    await page.getByRole('button', { name: 'Create Free Account' }).waitFor();
    expect(await page.getByRole('radiogroup').count()).toBe(0);
    await shot(page, 'checkout-9-phone-explorer', true);
    await page.context().close();
  });
});
