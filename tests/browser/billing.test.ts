/**
 * Billing in Chromium on the embedded defaults (the payment simulator, the e-mail outbox): a
 * builder who signed up and verified (told the payment is pending) but did not pay leaves the
 * payment page with Cancel, is back on the dashboard with the unpaid notice, pays later with
 * 'Complete payment' (the success page says it is paid, no code to enter), finds the payment in
 * the Payments list with its receipt number and invoice (and the receipt e-mail with the number and
 * the seller's address), then cancels at the period's end after confirming and resumes; 'Update
 * Payment Method' opens the simulator's customer portal. An explorer, offered no payment method,
 * upgrades to builder monthly (the success page says upgraded), is offered Leader only, changes
 * plan to leader yearly (at once, the prorated invoice paid with its receipt), then down to builder
 * (pending until the period ends, its e-mail says scheduled), which the simulator's 'Renew now'
 * applies.
 * Screenshots at 1440 px and 375 px. The member signs in the way a new member does: the e-mailed
 * code on the verification page.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodedBody, latestCode, mailsTo } from '@commons/http/testing/outbox';
import { browserAvailable } from '../support/browser.ts';
import { artifactPath, useJourney } from '../support/journey.ts';
import { registerMember, signInInBrowser } from '../support/members.ts';

const email = 'ada.billing@example.org';
/** The seller every receipt names (ORG_LEGAL_NAME, ORG_ADDRESS). */
const seller = { legalName: 'Innovation Commons Foundation', address: '12 Marina Road, Lagos, Nigeria' };
const explorer = { email: 'grace.plans@example.org', password: 'correct horse battery' };

describe.skipIf(!browserAvailable)('billing in Chromium', () => {
  const journey = useJourney({
    viewport: { width: 1440, height: 900 },
    env: { ORG_LEGAL_NAME: seller.legalName, ORG_ADDRESS: seller.address },
  });
  /** The member's page: the builder's, then the explorer's. */
  let page: Page;

  beforeAll(async () => {
    ({ page } = journey);
    await registerMember(
      journey.server,
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
    await registerMember(journey.server, { ...explorer, firstName: 'Grace', lastName: 'Hopper' });
  });

  /** The viewport, or one part of the page (a section, a dialog), at 1440 px and 375 px. */
  const shot = async (name: string, part?: () => Locator) => {
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await (part?.() ?? page).screenshot({ path: artifactPath(`billing-${name}-${width}.jpg`) });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  };
  const paymentSection = () => page.locator('#payment');
  const membershipSection = () => page.locator('#membership');
  const planDialog = () => page.getByRole('dialog', { name: 'Change your plan' });
  const offeredPlans = () =>
    planDialog()
      .getByRole('radiogroup', { name: 'Membership' })
      .getByRole('radio')
      .evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent ?? ''));

  it('pays later after leaving the payment page, then cancels at the period’s end and resumes', async () => {
    const { server } = journey;
    // Verification signs the member in and opens the dashboard. No smooth scrolling: the toast's
    // screenshots are taken while the page moves to its payment section.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${server.url}/verify-email?email=${encodeURIComponent(email)}`);
    const code = await latestCode(server.dataDir, email);
    await page.getByLabel('Verification code').fill(code);
    // Verified, not paid: the toast says the payment is pending, on the dashboard's payment part.
    await page.waitForURL(`${server.url}/dashboard#payment`, { timeout: 10_000 });
    await page.getByText(/the payment for your Builder membership is still pending/).waitFor();
    expect(await page.getByText('Your account has been activated successfully.').count()).toBe(0);
    await shot('0-payment-pending-toast', () =>
      page.getByRole('status').filter({ hasText: 'Email Verified!' }),
    );
    await page.getByRole('button', { name: 'Complete payment' }).waitFor();
    expect(await page.getByTestId('stat-payment').textContent()).toMatch(/Unpaid.*Monthly billing/);

    await page.getByRole('button', { name: 'Complete payment' }).click();
    await page.waitForURL(/\/api\/payments\/simulator\/sim_cs_/, { timeout: 10_000 });
    expect(await page.getByText('$7.95 / month').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${server.url}/dashboard?payment=cancelled#payment`);
    await page.getByTestId('unpaid-notice').waitFor();
    await shot('1-unpaid-notice', () => page.getByTestId('unpaid-notice'));

    await page.getByRole('button', { name: 'Complete payment' }).click();
    await page.waitForURL(/\/api\/payments\/simulator\/sim_cs_/, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Pay $7.95 (test)' }).click();
    await page.waitForURL(/\/payment-success\?tier=builder&for=member$/);
    await page.getByText('Your payment has been processed. Your Builder membership is now paid.').waitFor();
    expect(await page.getByText(/verification code/).count()).toBe(0);
    await shot('2-payment-success');

    await page.goto(`${server.url}/dashboard#payment`);
    await paymentSection().getByText('Monthly billing').waitFor();
    expect(await paymentSection().getByText('On', { exact: true }).isVisible()).toBe(true);
    expect(
      await paymentSection()
        .getByText(/· \$7\.95$/)
        .isVisible(),
    ).toBe(true);
    await shot('3-subscribed', paymentSection);

    // The payment, listed with its receipt number, card and the simulator's invoice page.
    const payments = paymentSection().getByRole('table', { name: 'Your payments, newest first' });
    await payments.waitFor();
    const receiptLink = payments.getByRole('link', { name: /^Invoice for receipt R-\d{6}/ });
    const receipt = (await receiptLink.textContent())!;
    expect(await payments.getByText('Card ending in 4242').isVisible()).toBe(true);
    expect(await payments.getByText('Paid', { exact: true }).isVisible()).toBe(true);
    await shot('3a-payments-list', () => payments);
    // The receipt e-mail: the same number, the seller's legal name and address, the invoice link.
    const receiptMail = (await mailsTo(server.dataDir, email)).find((mail) =>
      mail.subject.startsWith('Receipt for your Builder membership'),
    );
    const receiptText = decodedBody(receiptMail!);
    expect(receiptText).toContain(receipt);
    expect(receiptText).toContain(`${seller.legalName}, ${seller.address}`);
    expect(receiptText).toMatch(/https?:\/\/\S+\/api\/payments\/simulator\/invoices\/sim_in_/);
    const invoice = await page.request.get(`${server.url}${await receiptLink.getAttribute('href')}`);
    expect(await invoice.text()).toContain('Test card •••• 4242');

    await paymentSection().getByRole('button', { name: 'Update Payment Method' }).click();
    await page.waitForURL(/\/api\/payments\/simulator\/portal\/sim_bps_/, { timeout: 10_000 });
    await page.getByText('Test card •••• 4242 (simulated)').waitFor();
    expect(await page.getByRole('cell', { name: '$7.95' }).isVisible()).toBe(true);
    await shot('3b-payment-portal');
    await page.getByRole('link', { name: 'Return to the site' }).click();
    await page.waitForURL(`${server.url}/dashboard#payment`);
    await paymentSection().getByText('Monthly billing').waitFor();

    // Cancelling asks first, and says until when the membership lasts.
    await paymentSection().getByRole('button', { name: 'Cancel subscription' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await confirm.getByText(/Your Builder membership stays paid until [A-Z][a-z]+ \d{1,2}, \d{4}/).waitFor();
    await shot('3c-cancel-confirmation', () => confirm);
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await paymentSection()
      .getByText(/^Cancels on /)
      .waitFor();
    await page.getByText('Subscription cancelled').waitFor();
    expect(await paymentSection().getByText('Off', { exact: true }).isVisible()).toBe(true);
    await shot('4-cancelled', paymentSection);

    await paymentSection().getByRole('button', { name: 'Resume' }).click();
    await paymentSection().getByRole('button', { name: 'Cancel subscription' }).waitFor();
    await page.getByText('Subscription resumed').waitFor();
    expect(journey.errors).toEqual([]);
  }, 90_000);

  it('changes plan: explorer to builder monthly, up to leader yearly at once, down to builder at renewal', async () => {
    const { server } = journey;
    page = await journey.newPage();
    await signInInBrowser(page, server, explorer);
    // Free: no subscription, so no card to update and no auto-renewal.
    await paymentSection().getByText('Free Plan').first().waitFor();
    expect(await paymentSection().getByRole('button', { name: 'Update Payment Method' }).count()).toBe(0);
    expect(await paymentSection().getByText('Auto-Renewal').count()).toBe(0);
    await shot('4a-explorer-payment', paymentSection);

    await page.getByRole('button', { name: 'Choose Builder' }).click();
    await page.waitForURL(/\/api\/payments\/simulator\/sim_cs_/, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Pay $7.95 (test)' }).click();
    await page.waitForURL(/\/payment-success\?tier=builder&for=upgrade$/);
    await page.getByRole('heading', { name: 'Upgrade Successful!' }).waitFor();
    expect(await page.getByText(/verification code/).count()).toBe(0);
    await shot('4b-upgrade-success');

    await page.goto(`${server.url}/dashboard#membership`);
    await paymentSection().getByText('Monthly billing').waitFor();
    // The member is read again after the payment: poll until the dashboard shows it.
    await expect.poll(() => page.getByTestId('stat-payment').textContent()).toMatch(/Paid.*Monthly billing/);
    await expect.poll(() => page.getByTestId('tier-badge').textContent()).toBe('Builder Member');
    // The next billing date and the amount: a month from today, $7.95.
    await paymentSection()
      .getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4} · \$7\.95$/)
      .waitFor();
    // Only real upgrades: a builder is offered Leader, never Builder again.
    expect(
      await membershipSection()
        .getByText(/^Upgrade to /)
        .allTextContents(),
    ).toEqual(['Upgrade to Leader']);
    await shot('5-builder-membership', membershipSection);

    await membershipSection().getByRole('button', { name: 'Change plan' }).click();
    await planDialog().waitFor();
    // The member's own plan (builder, monthly) is not offered; builder yearly is another plan.
    expect((await offeredPlans()).some((label) => label.startsWith('Builder'))).toBe(false);
    await planDialog().getByRole('radio', { name: 'Yearly' }).check();
    expect(await offeredPlans()).toContain('Builder · $79.50 / year');
    await planDialog().getByRole('radio', { name: 'Leader · $95.50 / year' }).check();
    await shot('6-change-plan-dialog', planDialog);
    await planDialog().getByRole('button', { name: 'Change plan' }).click();
    await page.getByText('Plan changed').waitFor();
    await planDialog().waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('tier-badge').textContent()).toBe('Leader Member');
    await paymentSection().getByText('Annual billing').waitFor();
    await paymentSection()
      .getByText(/ · \$95\.50$/)
      .waitFor();
    // Invoiced at once, as on Stripe: the year less the month paid moments ago (the credit stays
    // $7.95 for 25 minutes), with its receipt in the outbox.
    await expect
      .poll(async () => (await mailsTo(server.dataDir, explorer.email)).map((mail) => mail.subject))
      .toContain('Receipt for your Leader membership: $87.55');

    await membershipSection().getByRole('button', { name: 'Change plan' }).click();
    await planDialog().getByRole('radio', { name: 'Monthly' }).check();
    await planDialog().getByRole('radio', { name: 'Builder · $7.95 / month' }).check();
    await planDialog().getByRole('button', { name: 'Change plan' }).click();
    await page.getByText('Plan change scheduled').waitFor();
    // Leader stays until the year paid for ends; then builder.
    const pending = page.getByTestId('pending-plan-change');
    await pending.waitFor();
    expect(await pending.textContent()).toMatch(/^Changes to Builder on [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(await page.getByTestId('tier-badge').textContent()).toBe('Leader Member');
    await shot('7-pending-downgrade', membershipSection);
    // Its e-mail says the change is scheduled, and for when; not that the plan changed.
    await expect
      .poll(async () => (await mailsTo(server.dataDir, explorer.email)).map((mail) => mail.subject))
      .toContainEqual(
        expect.stringMatching(/^Plan change scheduled for [A-Z][a-z]+ \d{1,2}, \d{4}: Builder$/),
      );

    await paymentSection().getByRole('button', { name: 'Update Payment Method' }).click();
    await page.waitForURL(/\/api\/payments\/simulator\/portal\/sim_bps_/, { timeout: 10_000 });
    await page.getByText('Leader, Yearly').waitFor();
    await page.getByRole('cell', { name: '$87.55' }).waitFor();
    await page.getByRole('button', { name: 'Renew now (test)' }).click();
    await page.getByText('Builder, Monthly').waitFor();
    await shot('9-portal-renewed');
    await page.getByRole('link', { name: 'Return to the site' }).click();
    await page.waitForURL(`${server.url}/dashboard#payment`);
    // The dashboard loads again under load: poll longer than the default second.
    await expect
      .poll(() => page.getByTestId('tier-badge').textContent(), { timeout: 15_000 })
      .toBe('Builder Member');
    await paymentSection().getByText('Monthly billing').waitFor();
    expect(await page.getByTestId('pending-plan-change').count()).toBe(0);
    await shot('8-renewed-builder', membershipSection);

    const exported = (await (await page.request.get(`${server.url}/api/me/export`)).json()) as {
      subscriptions: { tier: string; planType: string; status: string }[];
    };
    expect(exported.subscriptions).toEqual([
      expect.objectContaining({ tier: 'builder', planType: 'monthly', status: 'active' }),
    ]);
    expect(journey.errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
