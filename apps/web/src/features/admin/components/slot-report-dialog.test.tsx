import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserLayoutApis } from '../../../test/browser-apis.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { tableCells } from '../../../test/table-cells.ts';
import { lastHours } from '../testing/reports.ts';
import { SlotReportDialog } from './slot-report-dialog.tsx';

const zero = { impressions: 0, clicks: 0, ctr: 0, filtered: 0 };

describe('SlotReportDialog', () => {
  beforeEach(() => {
    stubBrowserLayoutApis();
    stubApi({
      'GET /api/admin/ad-slots/report': {
        status: 200,
        body: { from: '2026-03-02', to: '2026-03-02', slots: [] },
      },
      'GET /api/admin/ad-slots/report?by=hour': {
        status: 200,
        body: {
          from: '2026-03-01T10:00:00.000Z',
          to: '2026-03-03T09:00:00.000Z',
          slots: [
            {
              slotId: 'dashboard-primary',
              hours: lastHours({ impressions: 200, clicks: 5, ctr: 2.5, filtered: 3 }, zero),
              totals: { impressions: 200, clicks: 5, ctr: 2.5, filtered: 3 },
            },
            { slotId: 'dashboard-footer', hours: lastHours(zero, zero), totals: zero },
          ],
        },
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows every slot over the last 48 hours, with its chart, totals and CSV', async () => {
    renderPage(<SlotReportDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Report by slot' });
    expect(within(dialog).getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/ad-slots/report.csv',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Last 48 hours' }));

    expect(await within(dialog).findByText('From 03-01 10:00 to 03-03 09:00 (UTC)')).toBeInTheDocument();
    expect(tableCells(within(dialog).getByRole('table', { name: 'Report by slot' }))).toEqual([
      ['dashboard-primary', '200', '5', '2.50%', '3'],
      ['dashboard-footer', '0', '0', '0.00%', '0'],
    ]);
    expect(within(dialog).getByRole('figure', { name: 'Hourly impressions per slot' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/ad-slots/report.csv?by=hour',
    );
  });
});
