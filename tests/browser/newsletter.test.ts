/**
 * Sending research by e-mail in Chromium: staff send a published article to the members who asked
 * for the newsletter from the console's Send by e-mail dialog (segment, count, preview) and watch
 * its progress until it is sent, then find it in the Newsletter section; a member turns the
 * newsletter off in Settings. Screenshots at 1440 and 375 px; a phone never scrolls sideways.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, sidewaysOverflow } from '../support/browser.ts';
import { artifactPath, useJourney } from '../support/journey.ts';
import { registerMember, signInInBrowser } from '../support/members.ts';

const admin = { email: 'sends-admin@commons.test', password: 'admin password 42' };
const password = 'correct horse battery';

describe.skipIf(!browserAvailable)('sending research by e-mail in Chromium', () => {
  const journey = useJourney({ admin, viewport: { width: 1440, height: 900 } });
  beforeAll(() => signInInBrowser(journey.page, journey.server, admin));

  /** The view at 1440 px, then at 375 px (which must not scroll sideways), then back. */
  const shootBothWidths = async (page: Page, name: string) => {
    await page.screenshot({ path: artifactPath(`newsletter-${name}-1440.jpg`) });
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: artifactPath(`newsletter-${name}-375.jpg`) });
    await page.setViewportSize({ width: 1440, height: 900 });
  };

  it('sends a published article to the members who asked for the newsletter and follows it until sent', async () => {
    const { page, server } = journey;
    for (const email of ['reader.one@example.org', 'reader.two@example.org'])
      await registerMember(server, { email, password, firstName: 'Ada', lastName: 'Obi', newsletter: true });
    const created = await page.request.post(`${server.url}/api/admin/articles`, {
      headers: { origin: server.url },
      data: {
        title: 'Findings for founders',
        slug: 'findings-for-founders',
        category: 'Research',
        excerpt: 'What twelve founders told us.',
        content: 'Opening paragraph.\n\nWe asked **twelve** founders.',
      },
    });
    const { id } = (await created.json()) as { id: string };
    await page.request.patch(`${server.url}/api/admin/articles/${id}`, {
      headers: { origin: server.url },
      data: { published: true },
    });

    await page.goto(`${server.url}/admin/dashboard?section=knowledge`);
    await page.getByRole('button', { name: 'Send Findings for founders by e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: /Send “Findings for founders” by e-mail/ });
    await dialog.getByLabel('All members').check();
    await dialog.getByText('2 recipients').waitFor();
    await dialog.getByText('Findings for founders', { exact: true }).first().waitFor();
    await shootBothWidths(page, 'send-dialog');

    await dialog.getByRole('button', { name: 'Send now' }).click();
    await dialog.getByText('2 of 2 sent').waitFor({ timeout: 30_000 });
    await dialog.getByText('Sent', { exact: true }).waitFor();
    await shootBothWidths(page, 'send-sent');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('tab', { name: 'Newsletter' }).click();
    const row = page.getByTestId('send-row').filter({ hasText: 'Findings for founders' });
    await row.getByText('2 of 2 sent').waitFor();
    await shootBothWidths(page, 'section');
    expect(journey.errors).toEqual([]);
  });

  it('lets a member turn the newsletter off in Settings', async () => {
    const { server } = journey;
    const email = 'reader.quiet@example.org';
    await registerMember(server, { email, password, firstName: 'Ada', lastName: 'Obi', newsletter: true });
    for (const width of [375, 1440]) {
      const page = await journey.newPage({ viewport: { width, height: width === 375 ? 800 : 900 } });
      await signInInBrowser(page, server, { email, password });
      const toggle = page.getByRole('switch', { name: 'Send me the newsletter' });
      await toggle.scrollIntoViewIfNeeded();
      const on = width === 375;
      expect(await toggle.isChecked()).toBe(on);
      await toggle.click();
      await page
        .getByRole('status')
        .filter({ hasText: on ? 'Newsletter Off' : 'Newsletter On' })
        .waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: artifactPath(`newsletter-settings-${width}.jpg`) });
      const me = await page.request.get(`${server.url}/api/auth/me`);
      expect(await me.json()).toMatchObject({ newsletter: !on });
      await page.context().close();
    }
    expect(journey.errors).toEqual([]);
  });
});
