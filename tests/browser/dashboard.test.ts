/**
 * The member dashboard in Chromium: a verified explorer logs in and lands on /dashboard, finds the
 * greeting and the sidebar's sections, scrolls with the sidebar, collapses it with ctrl+b (kept
 * across a reload by its cookie), and on a 375 px phone opens the sidebar with the menu button.
 * An admin without a membership sees 'No membership', never 'Member Member' or 'Unpaid / Annual
 * billing'.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from '../support/browser.ts';
import { artifactPath, useJourney } from '../support/journey.ts';
import { registerMember, signInInBrowser } from '../support/members.ts';

const email = 'ada.dashboard@example.org';
const password = 'correct horse battery';
const sections = ['Overview', 'Membership', 'Payment', 'Community', 'Opportunities', 'Settings'];
const admin = { email: 'root.dashboard@example.org', password: 'correct horse battery staple' };

describe.skipIf(!browserAvailable)('the member dashboard in Chromium', () => {
  const journey = useJourney({ admin, viewport: { width: 1440, height: 900 } });
  let page: Page;

  beforeAll(async () => {
    ({ page } = journey);
    await registerMember(journey.server, {
      email,
      firstName: 'Ada',
      lastName: 'Obi',
      organization: 'Acme Bank',
      password,
    });
  });

  const shot = (name: string, fullPage = false) =>
    page.screenshot({ path: artifactPath(`dashboard-${name}.jpg`), fullPage });
  const sidebar = () => page.getByRole('navigation', { name: 'Dashboard' });
  /** Whether the section's top has come to rest near the top of the window (below the top bar). */
  const scrolledTo = (id: string) =>
    expect
      .poll(
        () =>
          page.evaluate((sectionId) => {
            const top = document.getElementById(sectionId)!.getBoundingClientRect().top;
            // Below the sticky top bar (64 px on phones, 76 px from 900 px up), not far under it.
            return top >= 64 && top < 200;
          }, id),
        { timeout: 5000 },
      )
      .toBe(true);

  it('greets the member and scrolls to each section from the sidebar', async () => {
    await signInInBrowser(page, journey.server, { email, password });

    await page.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    // The console is for admins: a member sees no link to it (the footer's Admin goes to /login).
    expect(await page.locator('a[href="/admin/dashboard"]').count()).toBe(0);
    expect(await sidebar().getByRole('link').allTextContents()).toEqual(sections);
    await sidebar().getByRole('button', { name: 'Logout' }).waitFor();
    expect(await page.getByTestId('stat-tier').textContent()).toMatch(/Explorer.*Active since/);
    expect(await page.getByTestId('stat-payment').textContent()).toMatch(/Paid.*Free tier/);
    expect(await page.getByRole('link', { name: 'Upgrade to Builder' }).getAttribute('href')).toBe(
      '/membership',
    );
    // The top bar's Dashboard button hides on /dashboard.
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).count(),
    ).toBe(0);
    await shot('1440');

    // At 1440 x 900 the test-mode banner sits below the sidebar: Logout is all in view, uncovered.
    const banner = await page.getByRole('note').filter({ hasText: 'Test mode' }).boundingBox();
    const logout = await sidebar().getByRole('button', { name: 'Logout' }).boundingBox();
    expect(logout!.y + logout!.height).toBeLessThanOrEqual(banner!.y);
    // The Quick Actions are blocks with their corners barely rounded, their two lines unclipped.
    const quickActions = await page.getByTestId('quick-action').evaluateAll((actions) =>
      actions.map((action) => ({
        radius: parseFloat(getComputedStyle(action).borderTopLeftRadius),
        clipped: [...action.querySelectorAll('span')].some((line) => line.scrollWidth > line.clientWidth + 1),
      })),
    );
    expect(quickActions.length).toBeGreaterThan(0);
    for (const action of quickActions) expect(action).toEqual({ radius: 20, clipped: false });
    await page.getByTestId('quick-action').first().scrollIntoViewIfNeeded();
    await shot('quick-actions-1440');

    await sidebar().getByRole('link', { name: 'Opportunities' }).click();
    await scrolledTo('opportunities');
    await page.getByText('No opportunities tracked yet').waitFor();
    await sidebar().getByRole('link', { name: 'Membership' }).click();
    await scrolledTo('membership');
  });

  it('collapses the sidebar to icons with ctrl+b and remembers it across a reload', async () => {
    expect(await sidebar().getAttribute('data-state')).toBe('expanded');
    const expandedWidth = (await sidebar().boundingBox())!.width;
    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebar().getAttribute('data-state')).toBe('collapsed');
    await expect.poll(async () => (await sidebar().boundingBox())!.width).toBe(48);
    expect(expandedWidth).toBe(256);
    await shot('1440-collapsed');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' }).waitFor();
    expect(await sidebar().getAttribute('data-state')).toBe('collapsed');
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    const daysLeft = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(daysLeft).toBeGreaterThan(6.9);
    expect(daysLeft).toBeLessThanOrEqual(7);

    await page.keyboard.press('Meta+b');
    await expect.poll(() => sidebar().getAttribute('data-state')).toBe('expanded');
  });

  it('opens the sidebar from the mobile menu button at 375 px', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const menuButton = page.getByRole('button', { name: 'Open dashboard menu' });
    await menuButton.waitFor();
    expect(await page.getByRole('navigation', { name: 'Dashboard' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot('375', true);
    await shot('375-top');
    await page.getByTestId('quick-action').first().scrollIntoViewIfNeeded();
    await shot('quick-actions-375');

    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Dashboard menu' });
    await menu.waitFor();
    expect(await menu.getByRole('link').allTextContents()).toEqual(sections);
    expect(Math.round((await menu.boundingBox())!.width)).toBe(288); // 18rem
    await shot('375-menu');

    await menu.getByRole('link', { name: 'Payment' }).click();
    await menu.waitFor({ state: 'hidden' });
    await scrolledTo('payment');

    await menuButton.click();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Dashboard menu' }).waitFor({ state: 'hidden' });

    expect(journey.errors).toEqual([]);
  });

  it('shows an admin without a membership as such: no tier badge, no payment status, no upgrades', async () => {
    const adminPage = await journey.newPage();
    await signInInBrowser(adminPage, journey.server, admin);
    await adminPage.goto(`${journey.server.url}/dashboard`);
    await adminPage.getByRole('heading', { level: 1 }).waitFor();

    expect(await adminPage.getByTestId('tier-badge').textContent()).toBe('No membership');
    expect(await adminPage.getByTestId('stat-payment').textContent()).toMatch(/None.*No membership/);
    expect(await adminPage.getByText(/Member Member|Unpaid|Annual billing|Upgrade to/).count()).toBe(0);
    for (const width of [1440, 375]) {
      await adminPage.setViewportSize({ width, height: 900 });
      await adminPage
        .locator('#overview')
        .screenshot({ path: artifactPath(`dashboard-admin-no-membership-${width}.jpg`) });
    }
    expect(journey.errors).toEqual([]);
    await adminPage.context().close();
  });
});
