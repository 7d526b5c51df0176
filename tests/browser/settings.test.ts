/**
 * The dashboard's Settings in Chromium: a member edits the profile, moves to a new e-mail address
 * with the code mailed there, downloads their data (the file holds the new address) and deletes the
 * account with the password; afterwards the old password no longer signs in and the address signs
 * up again. At 375 px the section fits the phone and the deletion dialog asks for a mailed code.
 * Screenshots at 1440 px and 375 px.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mailsTo } from '@commons/http/testing/outbox';
import { browserAvailable } from '../support/browser.ts';
import { artifactPath, useJourney } from '../support/journey.ts';
import { postJson, registerMember, signInInBrowser } from '../support/members.ts';
import type { WebServer } from '../support/server.ts';
const password = 'correct horse battery';

/** The code in the newest mail to `email` whose subject carries these words. */
async function mailedCode(server: WebServer, email: string, words: string): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const mail = (await mailsTo(server.dataDir, email)).findLast((candidate) =>
      candidate.subject.includes(words),
    );
    const code = mail && /^(\d{6}) /.exec(mail.subject)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No "${words}" code mailed to ${email}`);
}

describe.skipIf(!browserAvailable)('the Settings section in Chromium', () => {
  const journey = useJourney();

  async function openSettings(width: number, height: number, email: string): Promise<Page> {
    const { server } = journey;
    await registerMember(server, {
      email,
      firstName: 'Ada',
      lastName: 'Obi',
      organization: 'Acme Bank',
      password,
    });
    const page = await journey.newPage({ viewport: { width, height } });
    await signInInBrowser(page, server, { email, password });
    await page.getByRole('heading', { level: 2, name: 'Settings' }).scrollIntoViewIfNeeded();
    return page;
  }
  const shot = (page: Page, name: string) =>
    page.locator('#settings').screenshot({ path: artifactPath(`settings-${name}.jpg`) });
  const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).waitFor();

  it('edits the profile, changes the e-mail with the password and a code, downloads the data and deletes the account (1440 px)', async () => {
    const oldEmail = 'ada.settings@example.org';
    const newEmail = 'ada.moved@example.org';
    const { server } = journey;
    const page = await openSettings(1440, 900, oldEmail);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }).click();
    const settings = page.locator('#settings');
    await shot(page, '1440');

    const profile = settings.getByRole('form', { name: 'Profile' });
    await profile.getByLabel('Position').fill('Head of Innovation');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await toast(page, 'Profile Updated');

    const emailForm = settings.getByRole('form', { name: 'Email address' });
    await emailForm.getByLabel('New email').fill(newEmail);
    await emailForm.getByLabel('Password', { exact: true }).fill(password);
    await emailForm.getByRole('button', { name: 'Send code' }).click();
    await toast(page, 'Code Sent');
    const code = await mailedCode(server, newEmail, 'confirm your new email address');
    await settings.getByLabel('Code').fill(code);
    await shot(page, '1440-email-code');
    await settings.getByRole('button', { name: 'Change email' }).click();
    await toast(page, 'Email Changed');
    expect(await settings.getByTestId('settings-current-email').textContent()).toBe(newEmail);
    // The notice is sent after the answer, moments later: wait for it.
    const oldAddressSubjects = async () =>
      (await mailsTo(server.dataDir, oldEmail)).map((mail) => mail.subject);
    await expect.poll(oldAddressSubjects).toContain('Your email address was changed');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      settings.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^commons-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    // The shared Chromium is connected to, not launched: its downloads are saved, not read in place.
    const saved = artifactPath(download.suggestedFilename());
    await download.saveAs(saved);
    const exported = JSON.parse(await readFile(saved, 'utf8')) as {
      profile: { email: string; position: string };
    };
    expect(exported.profile).toMatchObject({ email: newEmail, position: 'Head of Innovation' });

    await settings.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill(password);
    await page.screenshot({ path: artifactPath('settings-1440-delete-dialog.jpg') });
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${server.url}/`);
    await toast(page, 'Account Deleted');
    // The landing page animates without end (~0.3 s of Chromium's CPU a second): close it now.
    await page.context().close();

    const login = await postJson(server, '/api/auth/login', { email: newEmail, password });
    expect(login.status).toBe(401);
    const again = await postJson(server, '/api/users', {
      email: newEmail,
      firstName: 'Ada',
      lastName: 'Obi',
      password,
      membershipTier: 'explorer',
    });
    expect(again.status).toBe(201);
  });

  it('fits a 375 px phone and deletes the account with a mailed code', async () => {
    const { server } = journey;
    const email = 'ada.phone@example.org';
    const page = await openSettings(375, 740, email);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, '375');

    await page.locator('#settings').getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Send me a code instead' }).click();
    const code = await mailedCode(server, email, 'delete your account');
    await dialog.getByLabel('Code').fill(code);
    await page.screenshot({ path: artifactPath('settings-375-delete-dialog.jpg') });
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.context().close();

    const login = await postJson(server, '/api/auth/login', { email, password });
    expect(login.status).toBe(401);
    expect(journey.errors).toEqual([]);
  });
});
