/**
 * The console's home in Chromium: an admin reads the business figures (each drawn as a chart),
 * picks a range, and downloads a figure as CSV at 375 and 1440 px, whose rows are the members the
 * site holds. Screenshots at both widths; the page does not scroll sideways on a phone.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, sidewaysOverflow } from '../support/browser.ts';
import { artifactPath, useJourney } from '../support/journey.ts';
import { registerMember, signInInBrowser } from '../support/members.ts';

const admin = { email: 'insights-admin@commons.test', password: 'admin password 42' };

describe.skipIf(!browserAvailable)('the console home with the business figures in Chromium', () => {
  const journey = useJourney({ admin, viewport: { width: 1440, height: 900 } });
  beforeAll(async () => {
    // One verified member on the free tier: the figures have something to count.
    await registerMember(journey.server, {
      email: 'reader@example.org',
      password: 'reader password 42',
      firstName: 'Efua',
      lastName: 'Asante',
    });
    await signInInBrowser(journey.page, journey.server, admin);
  });

  it('reads the figures as charts and downloads a figure as CSV, at both widths', async () => {
    const { page, server } = journey;
    await page.goto(`${server.url}/admin/dashboard`);
    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
    const figures = page.getByRole('region', { name: 'Business figures' });
    await figures.getByText('Monthly recurring revenue').waitFor();
    await expect.poll(() => figures.getByText('$0.00').count()).toBe(2);
    const tiers = page.getByRole('region', { name: 'Members by tier' });
    await tiers.locator('svg.MuiChartsSvgLayer-root').first().waitFor();
    expect(await page.locator('[role="figure"] svg.MuiChartsSvgLayer-root').count()).toBeGreaterThanOrEqual(
      8,
    );
    await page.screenshot({ path: artifactPath('admin-insights-1440.png'), fullPage: true });

    // The browser runs apart from this process: a download is copied here to be read.
    const downloadTierCsv = async (width: number) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        tiers.getByRole('link', { name: 'CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^membersByTier-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/);
      const saved = artifactPath(`admin-insights-members-by-tier-${width}.csv`);
      await download.saveAs(saved);
      return readFile(saved, 'utf8');
    };

    await page.setViewportSize({ width: 375, height: 800 });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: artifactPath('admin-insights-375.png'), fullPage: true });
    expect((await downloadTierCsv(375)).split('\n')[0]).toBe('tier,members');
    await page.setViewportSize({ width: 1440, height: 900 });

    const csv = await downloadTierCsv(1440);
    expect(csv.trim().split('\n')).toEqual([
      'tier,members',
      'explorer,1',
      'builder,0',
      'leader,0',
      'catalyst,0',
      'guardian,0',
      'f100,0',
    ]);
    expect(journey.errors).toEqual([]);
  });
});
