/**
 * The account journey in Chromium on a fresh start: an explorer signs up (through the API: the
 * checkout page is its own issue), reads the code from the .eml outbox, verifies on /verify-email,
 * is signed in, chooses a password on the dashboard, keeps the session across a reload, logs out
 * and logs in again; then signs in by e-mailed code from 'Forgot password?'.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, midWordBreaks, sidewaysOverflow, visualLines } from '../support/browser.ts';
import { latestCode, latestSignInCode, mailsTo } from '@commons/http/testing/outbox';
import { artifactPath, useJourney } from '../support/journey.ts';
import { registerMember } from '../support/members.ts';

const email = 'ada.browser@example.org';
const password = 'correct horse battery';

describe.skipIf(!browserAvailable)('accounts in Chromium', () => {
  const journey = useJourney();

  const shot = (name: string) => journey.page.screenshot({ path: artifactPath(`accounts-${name}.jpg`) });
  const storedMember = () => journey.page.evaluate(() => localStorage.getItem('user'));

  it('signs up, verifies in the browser, stays signed in across a reload, logs out and in again', async () => {
    const { page, server } = journey;
    const created = await fetch(`${server.url}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        firstName: 'Ada',
        lastName: 'Obi',
        membershipTier: 'explorer',
      }),
    });
    expect(created.status).toBe(201);
    const code = await latestCode(server.dataDir, email);

    await page.goto(`${server.url}/verify-email?email=${encodeURIComponent(email)}`);
    await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
    expect(await page.getByTestId('verify-email-address').textContent()).toBe(email);
    await expect
      .poll(() => page.getByTestId('verify-countdown').textContent(), { timeout: 10_000 })
      .toMatch(/Code expires in 4:\d\d/);
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot('0-verify-email-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    const codeField = page.getByLabel('Verification code');
    await codeField.pressSequentially('12ab3');
    expect(await codeField.inputValue()).toBe('123');
    await shot('1-verify-email');

    await codeField.fill('');
    await codeField.pressSequentially(code);
    await page.getByText('Email Verified!').waitFor();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Welcome back, Ada!' }).waitFor();
    expect(JSON.parse((await storedMember())!)).toMatchObject({ email, membershipStatus: 'active' });
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'commons_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    await shot('2-dashboard');

    // Sign-up took no password: the dashboard offers to choose one.
    const choose = page.getByRole('region', { name: 'Choose a password' });
    await choose.waitFor();
    await choose.getByLabel('New password').fill('password1');
    await choose.getByRole('button', { name: 'Set Password' }).click();
    await choose.getByText('This password is too common. Please choose a less common one.').waitFor();
    await choose.getByLabel('New password').fill(password);
    await choose.getByRole('button', { name: 'Set Password' }).click();
    await page.getByText('Password Set', { exact: true }).waitFor();
    await choose.waitFor({ state: 'detached' });

    // The refresh on load (GET /api/auth/me) is answered while signed in but lands after the
    // logout, as on a slow network: the late answer must not sign the member back in.
    const refresh = await holdResponse(page, '**/api/auth/me');
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome back, Ada!' }).waitFor();
    await refresh.answered;
    const me = await page.evaluate(() => fetch('/api/auth/me').then((response) => response.status));
    expect(me).toBe(200);

    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
    await page.getByRole('button', { name: 'Logout' }).click();
    expect((await loggedOut).status()).toBe(204);
    await page.waitForURL(`${server.url}/`);
    await refresh.deliver();
    // Nothing to wait for when the page does right: give a wrong write-back time to happen.
    await page.waitForTimeout(250);
    expect(await storedMember()).toBeNull();
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    expect(await page.evaluate(() => fetch('/api/auth/me').then((response) => response.status))).toBe(401);
    await shot('3-logged-out');

    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL(`${server.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login Failed').waitFor();
    await shot('4-login-failed');

    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Welcome back!', { exact: true }).waitFor();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Welcome back, Ada!' }).waitFor();
    await shot('5-logged-in-again');

    expect(journey.errors).toEqual([]);
  });

  it("signs in by e-mailed code from 'Forgot password?', at 375 and 1440 pixels wide", async () => {
    const { page, server } = journey;
    // A member per width: codes to one address go out at most once a minute.
    const narrow = 'ada.narrow@example.org';
    const wide = 'ada.wide@example.org';
    for (const address of [narrow, wide]) {
      await registerMember(server, { email: address, password, firstName: 'Ada', lastName: 'Obi' });
    }
    for (const [width, address] of [
      [375, narrow],
      [1440, wide],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.url}/login`);
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${server.url}/login`);
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
      await shot(`6-login-${width}`);
      expect(await page.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
        '/login/code',
      );
      await page.goto(`${server.url}/login/code`);
      await page.getByRole('heading', { name: 'Sign in with a code' }).waitFor();
      await page.getByLabel('Email').fill(address);
      await shot(`6-sign-in-code-${width}`);
      const before = (await mailsTo(server.dataDir, address)).length;
      await page.getByRole('button', { name: 'Email me a code' }).click();
      await page.getByText('Code Sent', { exact: true }).waitFor();
      await expect.poll(async () => (await mailsTo(server.dataDir, address)).length).toBe(before + 1);
      const signInCode = await latestSignInCode(server.dataDir, address);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.getByLabel('Sign-in code').pressSequentially(signInCode.slice(0, 5));
      await shot(`7-sign-in-code-entered-${width}`);
      // No click: the sixth digit signs in, as on the verify page.
      await page.getByLabel('Sign-in code').press(signInCode.slice(5));
      await page.waitForURL(`${server.url}/dashboard`);
      await page.getByRole('heading', { name: 'Welcome back, Ada!' }).waitFor();
    }
    expect(journey.errors).toEqual([]);
  });

  it('wraps a long address on the verify page before its @ and dots, or after a hyphen, never mid-word, at 375 px', async () => {
    const long = 'adaeze.nwachukwu-okonkwo.partnerships@lagos-fintech-innovation.example.org';
    const page = await journey.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(`${journey.server.url}/verify-email?email=${encodeURIComponent(long)}`);
    const address = page.getByTestId('verify-email-address');
    await address.waitFor();
    const lines = await visualLines(address);
    expect(lines.join('')).toBe(long);
    expect(lines.length).toBeGreaterThan(1);
    expect(midWordBreaks(lines)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: artifactPath('accounts-8-verify-long-address-375.jpg') });
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(midWordBreaks(await visualLines(address))).toEqual([]);
    await page.screenshot({ path: artifactPath('accounts-8-verify-long-address-1440.jpg') });
    await page.context().close();
    expect(journey.errors).toEqual([]);
  });

  it('signs out the browser when the server no longer knows the session', async () => {
    const { page, server } = journey;
    await page.context().clearCookies();
    await page.goto(`${server.url}/`);

    await expect.poll(storedMember, { timeout: 10_000 }).toBeNull();
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL(`${server.url}/login`);
    await shot('6-login-page');
  });
});

/**
 * Holds the next response to `url`: the server answers at once (`answered`), the page gets the
 * answer only on `deliver()`, which resolves once the page has it (or has dropped the request).
 */
async function holdResponse(page: Page, url: string) {
  const answered = Promise.withResolvers<void>();
  const delivering = Promise.withResolvers<void>();
  const delivered = Promise.withResolvers<void>();
  await page.route(
    url,
    async (route) => {
      const response = await route.fetch();
      answered.resolve();
      await delivering.promise;
      const thisRequest = (request: Request) => request === route.request();
      const finished = Promise.race([
        page.waitForEvent('requestfinished', thisRequest),
        page.waitForEvent('requestfailed', thisRequest),
      ]);
      await route.fulfill({ response });
      await finished;
      delivered.resolve();
    },
    { times: 1 },
  );
  return {
    answered: answered.promise,
    deliver: () => {
      delivering.resolve();
      return delivered.promise;
    },
  };
}
