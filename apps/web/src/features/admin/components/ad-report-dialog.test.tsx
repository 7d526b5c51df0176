import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserLayoutApis } from '../../../test/browser-apis.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { stubApi, type FakeApi } from '../../../test/stub-api.ts';
import { aCampaign } from '../testing/campaign-builder.ts';
import { tableCells } from '../../../test/table-cells.ts';
import { aCreativeReport, lastHours } from '../testing/reports.ts';
import { AdReportDialog } from './ad-report-dialog.tsx';

const zero = { impressions: 0, clicks: 0, ctr: 0 };

describe('AdReportDialog', () => {
  let api: FakeApi;
  beforeEach(() => {
    stubBrowserLayoutApis();
    api = stubApi({
      'GET /api/admin/ads/c-1/report': {
        status: 200,
        body: {
          campaignId: 'c-1',
          name: 'Launch Week',
          from: '2026-03-02',
          to: '2026-03-02',
          days: [],
          totals: {},
        },
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('breaks the last 48 hours down by creative, with its chart, totals, the filtered rule and the CSV', async () => {
    const hours = (impressions: number, clicks: number) => {
      const figures = { impressions, clicks, ctr: (clicks / impressions) * 100 };
      return { hours: lastHours(figures, zero), totals: figures };
    };
    api.reply('GET /api/admin/ads/c-1/report?by=hour&group=creative', {
      status: 200,
      body: aCreativeReport('2026-03-01T10:00:00.000Z', '2026-03-03T09:00:00.000Z', [
        { altText: 'Wide banner', ...hours(8, 2) },
        { altText: 'Square banner', ...hours(4, 0) },
      ]),
    });
    renderPage(<AdReportDialog campaign={aCampaign()} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Report: Launch Week' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Last 48 hours' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'By creative' }));

    const table = await within(dialog).findByRole('table', { name: 'Report by creative' });
    expect(tableCells(table)).toEqual([
      ['1. Wide banner', '8', '2', '25.00%'],
      ['2. Square banner', '4', '0', '0.00%'],
    ]);
    expect(within(table).getByText(/^Filtered events are counted per campaign only/)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('figure', { name: 'Hourly impressions per creative' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/ads/c-1/report.csv?by=hour&group=creative',
    );
  });
});
