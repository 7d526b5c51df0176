/**
 * The super admin journey in Chromium: the admin made from ADMIN_EMAIL logs in and lands on
 * /admin/dashboard, activates a freshly registered member, opens the member's detail, grants f100
 * and sees it in the history, creates an ad campaign through the dialog and sees it in the table;
 * screenshots at 375 px and 1440 px.
 */
import { describe, expect, it } from 'vitest';
import { browserAvailable, sidewaysOverflow, transitionsEnded } from '../support/browser.ts';
import { artifactPath, useJourney } from '../support/journey.ts';
import { registerMember, signInInBrowser } from '../support/members.ts';

const admin = { email: 'admin@commons.test', password: 'admin password 42' };
const member = { email: 'kofi.admin-journey@example.org', firstName: 'Kofi', lastName: 'Mensah' };

describe.skipIf(!browserAvailable)('the admin dashboard in Chromium', () => {
  const journey = useJourney({ admin, viewport: { width: 1440, height: 900 } });

  const shot = (name: string, fullPage = true) =>
    journey.page.screenshot({ path: artifactPath(`admin-${name}.jpg`), fullPage });
  const pageOverflow = () => sidewaysOverflow(journey.page);

  it('activates a member and creates a campaign', async () => {
    const { page, server } = journey;
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
    await page.getByRole('tab', { name: 'User Management' }).click();
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
    await transitionsEnded(page);
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
    await dialog.getByLabel(/^Weight/).fill('5');
    await dialog.getByRole('combobox', { name: 'Tiers' }).click();
    await page.getByRole('option', { name: 'Leader' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByLabel('Sectors').fill('Technology, Finance');
    await dialog.getByLabel('Countries').fill('NG');
    await transitionsEnded(page);
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
    await transitionsEnded(page);
    await shot('campaign-dialog-375', false);
    await editDialog.getByRole('button', { name: 'Cancel' }).click();
    await editDialog.waitFor({ state: 'detached' });

    expect(journey.errors).toEqual([]);
  });
});
