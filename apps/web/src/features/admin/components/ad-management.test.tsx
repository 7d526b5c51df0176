import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserLayoutApis } from '../../../test/browser-apis.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { stubApi, type FakeApi } from '../../../test/stub-api.ts';
import { tableCells } from '../../../test/table-cells.ts';
import type { AdReport } from '../api/ad-report.ts';
import { aCampaign } from '../testing/campaign-builder.ts';
import { aCreativeReport } from '../testing/reports.ts';
import { AdManagement } from './ad-management.tsx';

const campaign = aCampaign();

function aReport(from: string, to: string, days: AdReport['days']): AdReport {
  const totals = days.reduce(
    (sum, day) => ({
      impressions: sum.impressions + day.impressions,
      clicks: sum.clicks + day.clicks,
      filtered: sum.filtered + day.filtered,
    }),
    { impressions: 0, clicks: 0, filtered: 0 },
  );
  return { campaignId: campaign.id, name: campaign.name, from, to, days, totals: { ...totals, ctr: 2.5 } };
}

const lastDays = aReport('2026-03-01', '2026-03-02', [
  { day: '2026-03-01', impressions: 120, clicks: 3, filtered: 7, ctr: 2.5 },
  { day: '2026-03-02', impressions: 40, clicks: 1, filtered: 0, ctr: 2.5 },
]);
const oneDay = aReport('2026-03-02', '2026-03-02', [
  { day: '2026-03-02', impressions: 40, clicks: 1, filtered: 0, ctr: 2.5 },
]);

describe('the console Ads section', () => {
  let api: FakeApi;
  beforeEach(() => {
    stubBrowserLayoutApis();
    api = stubApi({
      'GET /api/ads?adminUserId=admin-1': { status: 200, body: [campaign] },
      'GET /api/admin/ads/c-1/report': { status: 200, body: lastDays },
      'GET /api/admin/ads/c-1/report?from=2026-03-02&to=2026-03-02': { status: 200, body: oneDay },
      'DELETE /api/ads/c-1?adminUserId=admin-1': { status: 204 },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("opens a campaign's report: the server's default range, the chart, the daily table with totals, the CSV", async () => {
    renderPage(<AdManagement adminUserId="admin-1" />);

    fireEvent.click(await screen.findByRole('button', { name: 'Report of Launch Week' }));

    const dialog = await screen.findByRole('dialog', { name: 'Report: Launch Week' });
    const table = await within(dialog).findByRole('table', { name: 'Daily report' });
    const rows = tableCells(table);
    expect(rows).toEqual([
      ['2026-03-02', '40', '1', '2.50%', '0'],
      ['2026-03-01', '120', '3', '2.50%', '7'],
      ['Total', '160', '4', '2.50%', '7'],
    ]);
    expect(
      within(dialog).getByRole('figure', { name: 'Daily impressions, clicks and CTR' }),
    ).toBeInTheDocument();
    expect((within(dialog).getByLabelText('From') as HTMLInputElement).value).toBe('2026-03-01');
    expect((within(dialog).getByLabelText('To') as HTMLInputElement).value).toBe('2026-03-02');
    expect(within(dialog).getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/ads/c-1/report.csv?from=2026-03-01&to=2026-03-02',
    );

    // Closing it fetches the list again: its totals catch up with the report.
    const listFetches = () => api.requests.filter((request) => request.path.startsWith('/api/ads?')).length;
    const before = listFetches();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(listFetches()).toBe(before + 1));
  });

  it('breaks the report down by creative, with its chart, totals and CSV', async () => {
    const creativeDays = (impressions: number, clicks: number) => ({
      days: [{ day: '2026-03-02', impressions, clicks, ctr: (clicks / impressions) * 100 }],
      totals: { impressions, clicks, ctr: (clicks / impressions) * 100 },
    });
    api.reply('GET /api/admin/ads/c-1/report?group=creative', {
      status: 200,
      body: aCreativeReport('2026-03-02', '2026-03-02', [
        { altText: 'Wide banner', ...creativeDays(30, 3) },
        { altText: 'Square banner', ...creativeDays(10, 0) },
      ]),
    });
    renderPage(<AdManagement adminUserId="admin-1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Report of Launch Week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report: Launch Week' });
    await within(dialog).findByRole('table', { name: 'Daily report' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'By creative' }));

    const table = await within(dialog).findByRole('table', { name: 'Report by creative' });
    expect(tableCells(table)).toEqual([
      ['1. Wide banner', '30', '3', '10.00%'],
      ['2. Square banner', '10', '0', '0.00%'],
    ]);
    expect(
      within(dialog).getByRole('figure', { name: 'Daily impressions per creative' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/ads/c-1/report.csv?from=2026-03-01&to=2026-03-02&group=creative',
    );
  });

  it('shows the last 48 hours by the hour, with its chart, table and CSV', async () => {
    const hours = Array.from({ length: 48 }, (_, index) => ({
      hour: new Date(Date.UTC(2026, 2, 1, 10 + index)).toISOString(),
      impressions: index === 47 ? 8 : 0,
      clicks: index === 47 ? 2 : 0,
      filtered: 0,
      ctr: index === 47 ? 25 : 0,
    }));
    api.reply('GET /api/admin/ads/c-1/report?by=hour', {
      status: 200,
      body: {
        campaignId: 'c-1',
        name: 'Launch Week',
        from: hours[0]!.hour,
        to: hours[47]!.hour,
        hours,
        totals: { impressions: 8, clicks: 2, filtered: 0, ctr: 25 },
      },
    });
    renderPage(<AdManagement adminUserId="admin-1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Report of Launch Week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report: Launch Week' });
    await within(dialog).findByRole('table', { name: 'Daily report' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Last 48 hours' }));

    const table = await within(dialog).findByRole('table', { name: 'Hourly report' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(50);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['03-03 09:00', '8', '2', '25.00%', '0']);
    expect(
      within(dialog).getByRole('figure', { name: 'Hourly impressions, clicks and CTR' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/ads/c-1/report.csv?by=hour',
    );
    // The last 48 hours end now: the day range is not offered.
    expect(within(dialog).queryByLabelText('From')).toBeNull();
  });

  it('opens the report by slot: each slot with its totals, the chart and the CSV', async () => {
    const slotDays = (impressions: number, clicks: number) => ({
      days: [
        {
          day: '2026-03-02',
          impressions,
          clicks,
          filtered: 0,
          ctr: impressions ? (clicks / impressions) * 100 : 0,
        },
      ],
      totals: { impressions, clicks, filtered: 0, ctr: impressions ? (clicks / impressions) * 100 : 0 },
    });
    api.reply('GET /api/admin/ad-slots/report', {
      status: 200,
      body: {
        from: '2026-03-02',
        to: '2026-03-02',
        slots: [
          { slotId: 'dashboard-primary', ...slotDays(200, 5) },
          { slotId: 'dashboard-footer', ...slotDays(0, 0) },
        ],
      },
    });
    renderPage(<AdManagement adminUserId="admin-1" />);

    fireEvent.click(await screen.findByRole('button', { name: 'Report by slot' }));

    const dialog = await screen.findByRole('dialog', { name: 'Report by slot' });
    const table = await within(dialog).findByRole('table', { name: 'Report by slot' });
    expect(tableCells(table)).toEqual([
      ['dashboard-primary', '200', '5', '2.50%', '0'],
      ['dashboard-footer', '0', '0', '0.00%', '0'],
    ]);
    expect(within(dialog).getByRole('figure', { name: 'Daily impressions per slot' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/ad-slots/report.csv',
    );
  });

  it('asks for the range the admin picks, and the CSV follows it', async () => {
    renderPage(<AdManagement adminUserId="admin-1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Report of Launch Week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report: Launch Week' });
    await within(dialog).findByRole('table', { name: 'Daily report' });

    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-03-02' } });

    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
        '/api/admin/ads/c-1/report.csv?from=2026-03-02&to=2026-03-02',
      ),
    );
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(3));
    expect(api.requests.map((request) => request.path)).toContain(
      '/api/admin/ads/c-1/report?from=2026-03-02&to=2026-03-02',
    );
  });

  it('shows a campaign whose start is ahead as Scheduled, and counts only running ones as active', async () => {
    const scheduled = aCampaign({
      id: 'c-2',
      name: 'Next Month',
      startAt: '2099-01-01T00:00:00.000Z',
      state: 'scheduled',
    });
    api.reply('GET /api/ads?adminUserId=admin-1', { status: 200, body: [campaign, scheduled] });
    renderPage(<AdManagement adminUserId="admin-1" />);

    const row = (await screen.findByText('Next Month')).closest('tr')!;
    expect(within(row).getByText('Scheduled')).toBeInTheDocument();
    expect(within(row).queryByText('Active')).toBeNull();
    const stats = screen.getByRole('region', { name: 'Ad campaign statistics' });
    expect(within(stats).getByText('Active Campaigns').nextSibling?.textContent).toBe('1');
  });

  it('deletes a campaign only after the confirmation', async () => {
    renderPage(<AdManagement adminUserId="admin-1" />);

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Launch Week' }));
    const question = await screen.findByRole('dialog', { name: 'Delete campaign?' });
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Ad campaign deleted successfully')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('shows a field error the server sends back under its field and keeps the form open', async () => {
    api.reply('POST /api/ads', {
      status: 400,
      body: { error: 'Invalid campaign', fields: { 'creatives.0.clickUrl': 'That address does not answer' } },
    });
    renderPage(<AdManagement adminUserId="admin-1" />);

    fireEvent.click(await screen.findByRole('button', { name: 'Create Campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Campaign' });
    fireEvent.change(within(dialog).getByLabelText(/Campaign name/), { target: { value: 'Spring' } });
    fireEvent.change(within(dialog).getByLabelText(/Image URL/), {
      target: { value: 'https://a.example/i.png' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Alt text/), { target: { value: 'Spring' } });
    fireEvent.change(within(dialog).getByLabelText(/Click URL/), { target: { value: 'https://a.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Campaign' }));

    expect(await within(dialog).findByText('That address does not answer')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Campaign' })).toBeInTheDocument();
  });

  it("files a new campaign under the sponsor chosen from the sponsors' list", async () => {
    const sponsorId = '00000000-0000-4000-8000-00000000000a';
    api.reply('GET /api/admin/sponsors', { status: 200, body: [{ id: sponsorId, name: 'Acme Foundation' }] });
    api.reply('POST /api/ads', { status: 201, body: aCampaign({ sponsorId }) });
    renderPage(<AdManagement adminUserId="admin-1" />);

    fireEvent.click(await screen.findByRole('button', { name: 'Create Campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Campaign' });
    await within(dialog).findByRole('option', { name: 'Acme Foundation' });
    fireEvent.change(within(dialog).getByLabelText(/Sponsor/), { target: { value: sponsorId } });
    fireEvent.change(within(dialog).getByLabelText(/Campaign name/), { target: { value: 'Spring' } });
    fireEvent.change(within(dialog).getByLabelText(/Image URL/), {
      target: { value: 'https://a.example/i.png' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Alt text/), { target: { value: 'Spring' } });
    fireEvent.change(within(dialog).getByLabelText(/Click URL/), { target: { value: 'https://a.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Campaign' }));

    await waitFor(() =>
      expect(api.requests.find((request) => request.method === 'POST')?.body).toMatchObject({ sponsorId }),
    );
  });

  it('creates a campaign with two creatives and their weights', async () => {
    api.reply('POST /api/ads', { status: 201, body: aCampaign() });
    renderPage(<AdManagement adminUserId="admin-1" />);

    fireEvent.click(await screen.findByRole('button', { name: 'Create Campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Campaign' });
    fireEvent.change(within(dialog).getByLabelText(/Campaign name/), { target: { value: 'Two banners' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add creative' }));
    for (const [index, name, weight] of [
      [1, 'a', '3'],
      [2, 'b', '1'],
    ] as const) {
      const creative = within(dialog).getByRole('group', { name: `Creative ${index}` });
      fireEvent.change(within(creative).getByLabelText(/Image URL/), {
        target: { value: `https://ads.example/${name}.png` },
      });
      fireEvent.change(within(creative).getByLabelText(/Alt text/), { target: { value: `Banner ${name}` } });
      fireEvent.change(within(creative).getByLabelText(/Click URL/), {
        target: { value: `https://sponsor.example/${name}` },
      });
      fireEvent.change(within(creative).getByLabelText('Creative weight'), { target: { value: weight } });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Campaign' }));

    await waitFor(() =>
      expect(api.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
        imageUrl: 'https://ads.example/a.png',
        creatives: [
          { imageUrl: 'https://ads.example/a.png', altText: 'Banner a', weight: 3 },
          { imageUrl: 'https://ads.example/b.png', altText: 'Banner b', weight: 1 },
        ],
      }),
    );
  });

  it("uploads a creative's image for the chosen slot, shows it small, warns of a hot-linked one, and shows a refusal", async () => {
    const uploaded = `/media/creatives/${'a'.repeat(32)}-728x90.webp`;
    api.reply(
      'POST /api/admin/ads/creative-images?slot=knowledge-list',
      { status: 400, body: { error: 'This slot takes 728×90 images; this one is 300×250' } },
      { status: 201, body: { imageUrl: uploaded, width: 728, height: 90 } },
    );
    renderPage(<AdManagement adminUserId="admin-1" />);

    fireEvent.click(await screen.findByRole('button', { name: 'Create Campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Campaign' });
    fireEvent.change(within(dialog).getByLabelText(/^Slot/), { target: { value: 'knowledge-list' } });
    const creative = within(dialog).getByRole('group', { name: 'Creative 1' });
    expect(within(creative).getByText('Upload a 728×90 image, or link one')).toBeTruthy();
    fireEvent.change(within(creative).getByLabelText(/Image URL/), {
      target: { value: 'https://elsewhere.example/banner.png' },
    });
    expect(
      within(creative).getByText(/^Hot-linked: not checked against the slot's 728×90 size/),
    ).toBeTruthy();
    expect(within(creative).queryByRole('img')).toBeNull();

    const file = () => new File([Uint8Array.of(1)], 'banner.png', { type: 'image/png' });
    const picker = within(creative).getByLabelText('Image file for creative 1');
    fireEvent.change(picker, { target: { files: [file()] } });
    expect(
      await within(creative).findByText('This slot takes 728×90 images; this one is 300×250'),
    ).toBeTruthy();
    fireEvent.change(picker, { target: { files: [file()] } });
    await waitFor(() =>
      expect((within(creative).getByLabelText(/Image URL/) as HTMLInputElement).value).toBe(uploaded),
    );
    expect(within(creative).getByText('Uploaded at 728×90')).toBeTruthy();
    expect(within(creative).getByRole('img', { name: 'Preview of creative 1' })).toHaveAttribute(
      'src',
      uploaded,
    );
  });
});
