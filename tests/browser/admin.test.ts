/**
 * The super admin journey in Chromium: the admin made from ADMIN_EMAIL logs in and lands on
 * /admin/dashboard, activates a freshly registered member, opens the member's detail, grants f100
 * and sees it in the history, creates an ad campaign through the dialog and sees it in the table;
 * screenshots at 375 px and 1440 px.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from '../support/browser.ts';
import { registerMember, signInInBrowser } from '../support/members.ts';
import { startWebServer, type WebServer } from '../support/server.ts';

const screens = fileURLToPath(new URL('../../.tmp/screens/', import.meta.url));
const admin = { email: 'admin@commons.test', password: 'admin password 42' };
const member = { email: 'kofi.admin-journey@example.org', firstName: 'Kofi', lastName: 'Mensah' };

describe.skipIf(!browserAvailable)('the admin dashboard in Chromium', () => {
  let server: WebServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: Error[] = [];

  beforeAll(async () => {
    await mkdir(screens, { recursive: true });
    [server, browser] = await Promise.all([
      startWebServer({ env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } }),
      launchBrowser(),
    ]);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const shot = (name: string, fullPage = true) =>
    page.screenshot({ path: path.join(screens, `admin-${name}.png`), fullPage });
  const pageOverflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  it('activates a member and creates a campaign', async () => {
    await registerMember(
      server,
      { ...member, organization: 'Gold Bank', password: 'correct horse battery', membershipTier: 'builder' },
      { verify: false },
    );

    await signInInBrowser(page, server, admin);

    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('tab', { name: 'User Management' }).waitFor();
    await page.getByRole('tab', { name: 'Ad Management' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.getByRole('table', { name: 'Users' }).waitFor();
    await page.getByRole('img', { name: 'Admin' }).first().waitFor();

    const status = page.getByLabel('Membership status of Kofi Mensah');
    expect(await status.inputValue()).toBe('pending');
    await status.selectOption('active');
    await page.getByText('User updated successfully').waitFor();
    await expect.poll(() => status.inputValue()).toBe('active');
    const users = (await page.evaluate(() =>
      fetch('/api/admin/users').then((response) => response.json()),
    )) as { email: string; membershipStatus: string }[];
    expect(users.find((entry) => entry.email === member.email)?.membershipStatus).toBe('active');

    await page.getByLabel('Search users').fill('gold bank');
    await expect.poll(() => page.getByRole('table', { name: 'Users' }).getByRole('row').count()).toBe(2);
    await page.getByLabel('Search users').fill('');
    await page.getByText('Showing 2 of 2 users').waitFor();
    await shot('users-1440');

    await page.getByRole('button', { name: 'Details of Kofi Mensah' }).click();
    const drawer = page.getByRole('dialog', { name: 'Member detail' });
    await drawer.waitFor();
    await drawer.getByLabel('Grant tier without payment').selectOption('f100');
    await drawer.getByRole('button', { name: 'Grant' }).click();
    await page.getByText('Tier granted').waitFor();
    const history = drawer.getByRole('list', { name: 'History' });
    await history.getByText('Tier: builder → f100').waitFor();
    expect(await history.innerText()).toContain(`Admin ${admin.email}`);
    await page.waitForTimeout(400); // the drawer's opening slide
    await shot('member-detail-1440', false);

    await page.setViewportSize({ width: 375, height: 800 });
    await shot('member-detail-375', false);
    await drawer.getByRole('button', { name: 'Close member detail' }).click();
    await drawer.waitFor({ state: 'detached' });
    expect(await pageOverflow()).toBeLessThanOrEqual(0);
    await shot('users-375');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('tab', { name: 'Ad Management' }).click();
    await page.getByText(/No ad campaigns yet/).waitFor();
    await page.getByRole('button', { name: 'Create Campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Campaign' });
    await dialog.waitFor();
    await dialog.getByLabel('Campaign name').fill('Launch Week');
    await dialog.getByLabel('Slot').selectOption('dashboard-secondary');
    await dialog.getByLabel('Image URL').fill('https://ads.example.org/launch.png');
    await dialog.getByLabel('Alt text').fill('Launch week banner');
    await dialog.getByLabel('Click URL').fill('https://example.org/launch');
    await dialog.getByLabel('Weight').fill('5');
    await dialog.getByRole('combobox', { name: 'Tiers' }).click();
    await page.getByRole('option', { name: 'Leader' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByLabel('Sectors').fill('Technology, Finance');
    await dialog.getByLabel('Countries').fill('NG');
    await page.waitForTimeout(400); // the menu's closing fade
    await shot('campaign-dialog-1440', false);
    await dialog.getByRole('button', { name: 'Create Campaign' }).click();

    await page.getByText('Ad campaign created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('table', { name: 'Ad campaigns' }).getByRole('row', { name: /Launch Week/ });
    await row.waitFor();
    expect(await row.innerText()).toMatch(
      /dashboard-secondary[\s\S]*Active[\s\S]*5[\s\S]*0[\s\S]*0[\s\S]*0\.00%/,
    );
    await shot('ads-1440');

    await page.setViewportSize({ width: 375, height: 800 });
    expect(await pageOverflow()).toBeLessThanOrEqual(0);
    await shot('ads-375');
    await page.getByRole('button', { name: 'Edit Launch Week' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Campaign' });
    await editDialog.waitFor();
    expect(await editDialog.getByLabel('Campaign name').inputValue()).toBe('Launch Week');
    await page.waitForTimeout(400); // the dialog's opening fade
    await shot('campaign-dialog-375', false);
    await editDialog.getByRole('button', { name: 'Cancel' }).click();
    await editDialog.waitFor({ state: 'detached' });

    expect(pageErrors).toEqual([]);
  });
});
