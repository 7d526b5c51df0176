/**
 * The console's Knowledge and Ads sections in Chromium. Knowledge: an article written in Markdown,
 * previewed, created as a draft and published shows on /knowledge and its own page; unpublished, its
 * page is a 404. Ads: a campaign created in the console is served in a member's dashboard slot, its
 * report shows the chart and the day's counts (by creative and by the hour too, and per slot), and
 * once paused its impressions answer 404. A sponsor's report link opens without a login.
 * Screenshots of each section (and the report) at 1440 and 375 px.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, sidewaysOverflow } from '../support/browser.ts';
import { artifactPath, useJourney } from '../support/journey.ts';
import { registerMember, signInInBrowser } from '../support/members.ts';
import { sampleImage } from '@commons/adapters/media/testing/sample-image';

const admin = { email: 'console-admin@commons.test', password: 'admin password 42' };
const desktopChrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe.skipIf(!browserAvailable)('the console Knowledge and Ads sections in Chromium', () => {
  const journey = useJourney({ admin, viewport: { width: 1440, height: 900 } });
  beforeAll(() => signInInBrowser(journey.page, journey.server, admin));

  const shot = (name: string, fullPage = true) =>
    journey.page.screenshot({ path: artifactPath(`admin-console-${name}.jpg`), fullPage });
  const pageOverflow = () => sidewaysOverflow(journey.page);
  /** The report's chart has laid itself out again for the viewport's width. */
  const chartFits = () =>
    journey.page.evaluate(() => {
      const figure = document.querySelector('[role="figure"]');
      const surface = figure?.querySelector('svg.MuiChartsSurface-root');
      return !surface || surface.getBoundingClientRect().width <= figure!.clientWidth;
    });
  /** Both widths of the view as it is now; the page must not scroll sideways on a phone. */
  const shootBothWidths = async (name: string, fullPage = true) => {
    const { page } = journey;
    await shot(`${name}-1440`, fullPage);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await pageOverflow()).toBeLessThanOrEqual(0);
    await expect.poll(chartFits).toBe(true);
    await shot(`${name}-375`, fullPage);
    await page.setViewportSize({ width: 1440, height: 900 });
  };
  const statusOf = async (pathname: string, method = 'GET') =>
    (
      await fetch(`${journey.server.url}${pathname}`, {
        method,
        headers: { origin: journey.server.url },
      })
    ).status;

  it('writes an article in Markdown, previews and publishes it, then unpublishes it', async () => {
    const { page, server } = journey;
    await page.goto(`${server.url}/admin/dashboard?section=knowledge`);
    await page
      .getByRole('table', { name: 'Knowledge articles' })
      .or(page.getByText(/No articles/))
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'New Article' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Article' });
    await dialog.getByLabel('Title').fill('Field notes from Kumasi');
    expect(await dialog.getByLabel('Slug').inputValue()).toBe('field-notes-from-kumasi');
    await dialog.getByLabel('Excerpt').fill('What three founders learned in their first year.');
    await dialog
      .getByLabel('Content (Markdown)')
      .fill('## Lessons\n\nStart **small** and stay close to customers.');
    // At 1440 px the editor shows the server's preview beside the text as it is typed.
    const preview = dialog.getByTestId('article-preview');
    await preview.getByRole('heading', { name: 'Lessons' }).waitFor();
    expect(await preview.locator('strong').textContent()).toBe('small');
    await shootBothWidths('article-dialog', false);
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await page.getByText('Article created as a draft').waitFor();

    const row = page.getByTestId('article-row').filter({ hasText: 'Field notes from Kumasi' });
    await row.getByText('Draft').waitFor();
    expect(await statusOf('/knowledge/field-notes-from-kumasi')).toBe(404);
    await row.getByRole('button', { name: 'Publish now Field notes from Kumasi' }).click();
    await row.getByText('Published', { exact: true }).waitFor();
    await shootBothWidths('knowledge');

    const visitor = await journey.newPage();
    await visitor.goto(`${server.url}/knowledge`);
    await visitor.getByText('Field notes from Kumasi').first().waitFor();
    const article = await visitor.goto(`${server.url}/knowledge/field-notes-from-kumasi`);
    expect(article?.status()).toBe(200);
    await visitor.getByRole('heading', { name: 'Lessons' }).waitFor();
    await visitor.context().close();

    await row.getByRole('button', { name: 'Unpublish Field notes from Kumasi' }).click();
    await row.getByText('Draft').waitFor();
    await expect.poll(() => statusOf('/knowledge/field-notes-from-kumasi')).toBe(404);
    expect(journey.errors).toEqual([]);
  });

  it('serves a new campaign in a member slot, reports it, and counts nothing once paused', async () => {
    const { page, server } = journey;
    await page.goto(`${server.url}/admin/dashboard?section=ads`);
    await page.getByRole('button', { name: 'Create Campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Campaign' });
    await dialog.getByLabel(/Campaign name/).fill('Harvest Fund');
    await dialog.getByLabel(/Image URL/).fill(`${server.url}/favicon.svg`);
    await dialog.getByLabel(/Alt text/).fill('Harvest Fund');
    await dialog.getByLabel(/Click URL/).fill('https://harvest.example');
    await dialog.getByRole('button', { name: 'Create Campaign' }).click();
    await page.getByText('Ad campaign created successfully').waitFor();
    const campaigns = page.getByRole('table', { name: 'Ad campaigns' });
    await campaigns.getByRole('row', { name: /Harvest Fund/ }).waitFor();

    const member = { email: 'kwame.ads@example.org', password: 'correct horse battery' };
    await registerMember(server, { ...member, firstName: 'Kwame', lastName: 'Asante', organization: 'Acme' });
    // Headless Chromium names itself in its user agent, and the ad server shows bots no ad.
    const memberPage = await journey.newPage({ userAgent: desktopChrome });
    await signInInBrowser(memberPage, server, member);
    const served = memberPage
      .getByRole('complementary', { name: 'Sponsored' })
      .getByRole('link', { name: /Harvest Fund/ });
    await served.first().waitFor();

    const listed = (await (await page.request.get(`${server.url}/api/auth/me`)).json()) as { id: string };
    const all = (await (await page.request.get(`${server.url}/api/ads?adminUserId=${listed.id}`)).json()) as {
      id: string;
      name: string;
    }[];
    const campaignId = all.find((campaign) => campaign.name === 'Harvest Fund')!.id;
    // The member's browser posted its impression with the view token; the report counts it.
    await expect
      .poll(async () => {
        const answer = await page.request.get(`${server.url}/api/admin/ads/${campaignId}/report`);
        return ((await answer.json()) as { totals: { impressions: number } }).totals.impressions;
      })
      .toBeGreaterThanOrEqual(1);
    await memberPage.context().close();

    await campaigns.getByRole('button', { name: 'Report of Harvest Fund' }).click();
    const report = page.getByRole('dialog', { name: 'Report: Harvest Fund' });
    // The chart's legend: the lazily loaded chart has rendered.
    const chart = report.getByRole('figure', { name: 'Daily impressions, clicks and CTR' });
    await chart.getByText('Impressions').first().waitFor();
    const today = new Date().toISOString().slice(0, 10);
    const todayRow = report
      .getByRole('table', { name: 'Daily report' })
      .getByRole('row', { name: new RegExp(today) });
    await todayRow.waitFor();
    expect(Number(await todayRow.getByRole('cell').nth(1).textContent())).toBeGreaterThanOrEqual(1);
    await shootBothWidths('ad-report', false);
    await report.getByLabel('From').fill(today);
    await expect
      .poll(() => report.getByRole('table', { name: 'Daily report' }).getByRole('row').count())
      .toBe(3);
    expect(await report.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toContain(
      `report.csv?from=${today}&to=${today}`,
    );
    // The breakdowns: the campaign's creatives by day and by the hour, and its last 48 hours.
    await report.getByRole('button', { name: 'By creative' }).click();
    await report
      .getByRole('table', { name: 'Report by creative' })
      .getByRole('row', { name: /Harvest Fund/ })
      .waitFor();
    await report
      .getByRole('figure', { name: 'Daily impressions per creative' })
      .getByText(/Harvest Fund/)
      .first()
      .waitFor();
    await shootBothWidths('ad-report-creatives', false);
    await report.getByRole('button', { name: 'Last 48 hours' }).click();
    await report
      .getByRole('figure', { name: 'Hourly impressions per creative' })
      .getByText(/Harvest Fund/)
      .first()
      .waitFor();
    const creativeRow = report
      .getByRole('table', { name: 'Report by creative' })
      .getByRole('row', { name: /Harvest Fund/ });
    expect(Number(await creativeRow.getByRole('cell').nth(1).textContent())).toBeGreaterThanOrEqual(1);
    await report.getByRole('button', { name: 'Campaign' }).click();
    const hourly = report.getByRole('table', { name: 'Hourly report' });
    await expect.poll(() => hourly.getByRole('row').count()).toBe(50);
    await report
      .getByRole('figure', { name: 'Hourly impressions, clicks and CTR' })
      .getByText('Impressions')
      .first()
      .waitFor();
    expect(
      Number(await hourly.getByRole('row').nth(1).getByRole('cell').nth(1).textContent()),
    ).toBeGreaterThanOrEqual(1);
    await shootBothWidths('ad-report-hourly', false);
    await report.getByRole('button', { name: 'Close' }).click();
    await report.waitFor({ state: 'detached' });
    await shootBothWidths('ads');
    await page.getByRole('button', { name: 'Report by slot' }).click();
    const bySlot = page.getByRole('dialog', { name: 'Report by slot' });
    const primaryRow = bySlot
      .getByRole('table', { name: 'Report by slot' })
      .getByRole('row', { name: /dashboard-primary/ });
    await primaryRow.waitFor();
    expect(Number(await primaryRow.getByRole('cell').nth(1).textContent())).toBeGreaterThanOrEqual(1);
    await bySlot
      .getByRole('figure', { name: 'Daily impressions per slot' })
      .getByText('dashboard-primary')
      .first()
      .waitFor();
    await shootBothWidths('slot-report', false);
    await bySlot.getByRole('button', { name: 'Last 48 hours' }).click();
    await bySlot
      .getByRole('figure', { name: 'Hourly impressions per slot' })
      .getByText('dashboard-primary')
      .first()
      .waitFor();
    expect(Number(await primaryRow.getByRole('cell').nth(1).textContent())).toBeGreaterThanOrEqual(1);
    await bySlot.getByRole('button', { name: 'Close' }).click();
    await bySlot.waitFor({ state: 'detached' });

    await campaigns.getByRole('button', { name: 'Edit Harvest Fund' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Campaign' });
    await edit.getByLabel('Status').selectOption('paused');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Ad campaign updated successfully').waitFor();
    await campaigns.getByRole('row', { name: /Harvest Fund.*Paused/ }).waitFor();
    expect(await statusOf(`/api/ads/${campaignId}/impression`, 'POST')).toBe(404);
    expect(journey.errors).toEqual([]);
  });

  it('keeps the cap labels above values set by a script, and shows a campaign that starts later as Scheduled, not active', async () => {
    const { page } = journey;
    await page.goto(`${journey.server.url}/admin/dashboard?section=ads`);
    await page.getByRole('button', { name: 'Create Campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Campaign' });
    const cap = dialog.getByLabel('Impression cap (optional)');
    // A value put in by a script or an extension, with no event React or MUI would see.
    await cap.evaluate((input: HTMLInputElement) => (input.value = '5000'));
    const labelClearsValue = () =>
      cap.evaluate((input: HTMLInputElement) => {
        const label = input.closest('.MuiFormControl-root')!.querySelector('label')!.getBoundingClientRect();
        // The value's text starts below the input's top padding; a resting label sits over it.
        const text = input.getBoundingClientRect().top + parseFloat(getComputedStyle(input).paddingTop);
        return label.bottom <= text;
      });
    expect(await labelClearsValue()).toBe(true);
    await cap.fill('5000');
    await dialog.getByLabel('Per-viewer daily cap (optional)').fill('3');
    await dialog.getByLabel(/Campaign name/).fill('Winter Fund');
    await dialog.getByLabel(/Image URL/).fill(`${journey.server.url}/favicon.svg`);
    await dialog.getByLabel(/Alt text/).fill('Winter Fund');
    await dialog.getByLabel(/Click URL/).fill('https://winter.example');
    await dialog.getByLabel('Start (optional)').fill('2099-01-01T09:00');
    await expect.poll(() => dialog.evaluate((paper) => getComputedStyle(paper).opacity)).toBe('1');
    await dialog.getByLabel('Impression cap (optional)').scrollIntoViewIfNeeded();
    await shootBothWidths('campaign-caps', false);
    expect(await labelClearsValue()).toBe(true);
    await dialog.getByRole('button', { name: 'Create Campaign' }).click();
    await page.getByText('Ad campaign created successfully').waitFor();

    const campaigns = page.getByRole('table', { name: 'Ad campaigns' });
    const winter = campaigns.getByRole('row', { name: /Winter Fund/ });
    await winter.getByText('Scheduled').waitFor();
    expect(await winter.getByText('Active', { exact: true }).count()).toBe(0);
    // Harvest Fund is paused and Winter Fund has not started: no campaign is active.
    const stats = page.getByRole('region', { name: 'Ad campaign statistics' });
    expect(
      await stats.getByText('Active Campaigns').locator('xpath=following-sibling::p').textContent(),
    ).toBe('0');
    await shootBothWidths('ads-scheduled');
    expect(journey.errors).toEqual([]);
  });

  it('adds a sponsor, files a new campaign with two uploaded creatives under it, and shows the sponsor with its campaign', async () => {
    const { page, server } = journey;
    await page.goto(`${server.url}/admin/dashboard?section=sponsors`);
    await page.getByRole('button', { name: 'Add sponsor' }).click();
    const adding = page.getByRole('dialog', { name: 'Add sponsor' });
    await adding.getByLabel('Name', { exact: true }).fill('Baobab Trust');
    await adding.getByLabel('Contact name').fill('Amina Diallo');
    await adding.getByLabel('Contact e-mail').fill('amina@baobab.example.org');
    await adding.getByRole('button', { name: 'Add sponsor' }).click();
    const sponsors = page.getByRole('table', { name: 'Sponsors' });
    await sponsors.getByRole('row', { name: /Baobab Trust/ }).waitFor();
    expect(await sponsors.getByRole('switch', { name: 'Weekly e-mail to Baobab Trust' }).isChecked()).toBe(
      true,
    );

    await page.goto(`${server.url}/admin/dashboard?section=ads`);
    await page.getByRole('button', { name: 'Create Campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Campaign' });
    await dialog.getByLabel('Sponsor').selectOption({ label: 'Baobab Trust' });
    await dialog.getByLabel(/Campaign name/).fill('Baobab Spring');
    // Both banners uploaded: one of another shape is refused naming both sizes, one of the slot's
    // shape is made its size.
    const first = dialog.getByRole('group', { name: 'Creative 1' });
    const uploadBanner = async (creative: typeof first, index: number, width: number, height: number) =>
      creative.getByLabel(`Image file for creative ${index}`).setInputFiles({
        name: `banner-${width}x${height}.png`,
        mimeType: 'image/png',
        buffer: Buffer.from(await sampleImage('png', width, height)),
      });
    await uploadBanner(first, 1, 1200, 300);
    await first.getByText('This slot takes 300×250 images; this one is 1200×300').waitFor();
    await uploadBanner(first, 1, 600, 500);
    await first.getByText('Uploaded at 300×250').waitFor();
    expect(await first.getByLabel(/Image URL/).inputValue()).toMatch(
      /^\/media\/creatives\/[a-f0-9]{32}-300x250\.webp$/,
    );
    await dialog.getByLabel(/Alt text/).fill('Baobab Spring');
    await dialog.getByLabel(/Click URL/).fill('https://baobab.example.org');
    await dialog.getByRole('button', { name: 'Add creative' }).click();
    const second = dialog.getByRole('group', { name: 'Creative 2' });
    await uploadBanner(second, 2, 900, 750);
    await second.getByText('Uploaded at 300×250').waitFor();
    await second.getByLabel(/Alt text/).fill('Baobab Spring, second banner');
    await second.getByLabel(/Click URL/).fill('https://baobab.example.org/second');
    await second.getByLabel('Creative weight').fill('3');
    await shootBothWidths('campaign-creatives', false);
    await dialog.getByRole('button', { name: 'Create Campaign' }).click();
    await page.getByText('Ad campaign created successfully').waitFor();

    await page.goto(`${server.url}/admin/dashboard?section=sponsors`);
    await sponsors.getByRole('row', { name: /Baobab Trust.*1/ }).waitFor();
    await shootBothWidths('sponsors');
    await sponsors.getByRole('button', { name: 'Baobab Trust', exact: true }).click();
    const detail = page.getByRole('dialog', { name: 'Baobab Trust' });
    await detail
      .getByRole('table', { name: 'Campaigns of Baobab Trust' })
      .getByText('Baobab Spring')
      .waitFor();
    await shootBothWidths('sponsor-detail', false);

    // The sponsor's report link opens in a browser that never signed in, at both widths.
    await detail.getByRole('button', { name: 'Create link' }).click();
    const link = await detail.getByLabel('Report link address').inputValue();
    expect(link).toMatch(/\/sponsor-report\/[\w-]+\.[\w-]+$/);
    // The link names PUBLIC_URL; this server listens on a port of its own.
    const url = `${server.url}${new URL(link).pathname}`;
    await shot('sponsor-report-link', false);
    const sponsor = await journey.newPage({ viewport: { width: 375, height: 800 } });
    const answer = await sponsor.goto(url);
    expect(answer?.status()).toBe(200);
    await sponsor.getByRole('heading', { name: 'Baobab Spring' }).waitFor();
    expect(await sponsor.getByRole('img', { name: /Impressions and clicks per day/ }).count()).toBe(1);
    expect(await sidewaysOverflow(sponsor)).toBeLessThanOrEqual(0);
    await sponsor.screenshot({ path: artifactPath('sponsor-report-375.jpg'), fullPage: true });
    await sponsor.setViewportSize({ width: 1440, height: 900 });
    await sponsor.screenshot({ path: artifactPath('sponsor-report-1440.jpg'), fullPage: true });

    await detail.getByRole('button', { name: 'Revoke link' }).click();
    await detail.getByText(/No link yet/).waitFor();
    expect((await sponsor.goto(url))?.status()).toBe(404);
    await sponsor.context().close();
    expect(journey.errors).toEqual([]);
  });

  it("shows a member's billing and sessions in the detail, signs them out, and opens it from the audit log", async () => {
    const { page, server } = journey;
    // Long enough to overflow a table whose addresses and names may not wrap.
    await registerMember(server, {
      email: 'adaeze.nwachukwu-okonkwo.partnerships@lagos-fintech-innovation.example.org',
      password: 'correct horse battery',
      firstName: 'Adaeze Chimamanda',
      lastName: 'Nwachukwu-Okonkwo',
      organization: 'Lagos Fintech Innovation Laboratories and Partners',
    });
    await page.goto(`${server.url}/admin/dashboard?section=users`);
    // At 1440 px the whole table fits its card: every status select is in view, none clipped.
    const users = page.getByRole('table', { name: 'Users' });
    await users
      .getByRole('combobox', { name: /^Membership status of / })
      .first()
      .waitFor();
    const clipped = () =>
      users.evaluate((table) => {
        const container = table.parentElement!.getBoundingClientRect();
        const selects = [...table.querySelectorAll('select')].map((select) => select.getBoundingClientRect());
        return {
          overflow: table.parentElement!.scrollWidth - table.parentElement!.clientWidth,
          clipped: selects.filter((box) => box.right > container.right + 0.5).length,
        };
      });
    await shot('users-1440', false);
    expect(await clipped()).toEqual({ overflow: 0, clipped: 0 });
    await shootBothWidths('users', false);
    await page.getByLabel('Search users').fill('kwame');
    await page.getByRole('button', { name: 'Details of Kwame Asante' }).click();
    const drawer = page.getByRole('dialog', { name: 'Member detail' });
    const sessions = drawer.getByRole('region', { name: 'Sessions' });
    await sessions
      .getByRole('list', { name: 'Sessions' })
      .getByText(/with a password/)
      .first()
      .waitFor();
    await drawer.getByText('No running subscription.').waitFor();
    await drawer.getByText('No payments yet.').waitFor();
    // The simulator's customer has no Stripe page.
    expect(await drawer.getByRole('link', { name: 'Open the customer in Stripe' }).count()).toBe(0);
    // The drawer has slid in.
    await expect.poll(() => drawer.evaluate((paper) => getComputedStyle(paper).transform)).toBe('none');
    await shootBothWidths('member-detail', false);

    await sessions.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByText(/Signed out of \d+ sessions?/).waitFor();
    await sessions.getByText('Not signed in anywhere.').waitFor();
    await drawer.getByRole('button', { name: 'Close member detail' }).click();
    await drawer.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Audit log' }).click();
    await page.getByLabel('Record').selectOption('member');
    const audit = page.getByRole('table', { name: 'Audit log' });
    await audit.getByRole('button', { name: 'member' }).first().waitFor();
    // At 375 px each entry is a block of "column: value" lines, one under the other, each as wide
    // as the entry: its What is on screen, and no row is a tall column of mostly blank cells.
    await page.setViewportSize({ width: 375, height: 800 });
    const stacked = () =>
      audit.evaluate((table) => {
        const rows = [...table.querySelectorAll('tbody tr')];
        const cells = rows.flatMap((row) => [...row.querySelectorAll('td')].map((cell) => ({ row, cell })));
        return {
          offScreen: cells.filter(({ cell }) => cell.getBoundingClientRect().right > window.innerWidth)
            .length,
          notFullWidth: cells.filter(
            ({ row, cell }) =>
              Math.abs(cell.getBoundingClientRect().width - row.getBoundingClientRect().width) > 1,
          ).length,
          label: getComputedStyle(rows[0]!.querySelectorAll('td')[4]!, '::before').content,
        };
      });
    expect(await stacked()).toEqual({ offScreen: 0, notFullWidth: 0, label: '"What"' });
    expect(await pageOverflow()).toBeLessThanOrEqual(0);
    await audit.evaluate((table) => table.scrollIntoView({ block: 'start' }));
    await shot('audit-log-375', false);
    await page.setViewportSize({ width: 1440, height: 900 });
    await shot('audit-log-1440', false);
    await audit.getByRole('button', { name: 'member' }).first().click();
    // The newest member entry is the sign-out just done: it opens Kwame's detail.
    await page.getByRole('dialog', { name: 'Member detail' }).getByText('Kwame Asante').waitFor();
    expect(journey.errors).toEqual([]);
  });
  it('imports members from a CSV: the dry run lists the bad row, the import adds the others to the list', async () => {
    const { page, server } = journey;
    await page.goto(`${server.url}/admin/dashboard?section=users`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import members' });
    const csv = [
      'email,firstName,lastName,organization,position,phone,tier,status',
      'imported.amara@commons.test,Amara,Okafor,Lagos Labs,,,explorer,active',
      'imported.tunde@commons.test,Tunde,Bello,,,,builder,pending',
      'imported.nobody@commons.test,No,Body,,,,gold,active',
      // Two bad fields, one row: the dry run counts rows.
      'not-an-email,Two,Errors,,,,gold,active',
    ].join('\n');
    await dialog
      .getByLabel('Choose CSV file')
      .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

    await dialog.getByText('Would create 2, update 0, leave 0 unchanged.', { exact: false }).waitFor();
    await dialog
      .getByText('2 rows have errors. Import skips them and imports the other rows.', { exact: false })
      .waitFor();
    const errorRows = dialog.getByRole('table', { name: 'Rows with errors' }).getByRole('row');
    await expect.poll(() => errorRows.count()).toBe(4);
    expect(await errorRows.nth(1).getByRole('cell').allTextContents()).toEqual([
      '4',
      'tier',
      'Please select a valid membership tier.',
    ]);
    // The dialog has finished opening.
    await expect.poll(() => dialog.evaluate((paper) => getComputedStyle(paper).opacity)).toBe('1');
    await shootBothWidths('member-import', false);

    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Members imported successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByLabel('Search users').fill('imported.');
    const users = page.getByRole('table', { name: 'Users' });
    await users.getByText('imported.amara@commons.test').waitFor();
    await users.getByText('imported.tunde@commons.test').waitFor();
    expect(await users.getByText('imported.nobody@commons.test').count()).toBe(0);
    expect(journey.errors).toEqual([]);
  });
});
