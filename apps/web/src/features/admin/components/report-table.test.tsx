import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tableCells } from '../../../test/table-cells.ts';
import { allFigures, creativeFigures, ReportTable } from './report-table.tsx';

describe('ReportTable', () => {
  it('shows the chosen figures of each row, formatted, and the totals in its footer', () => {
    render(
      <ReportTable
        label="Daily report"
        firstColumn="Day"
        columns={allFigures}
        rows={[
          {
            key: 'a',
            label: '2026-03-02',
            figures: { impressions: 12_345, clicks: 5, ctr: 0.04, filtered: 2 },
          },
        ]}
        totals={{ impressions: 12_345, clicks: 5, ctr: 0.04, filtered: 2 }}
      />,
    );

    const table = screen.getByRole('table', { name: 'Daily report' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Impressions', 'Clicks', 'CTR', 'Filtered']);
    expect(tableCells(table)).toEqual([
      ['2026-03-02', '12,345', '5', '0.04%', '2'],
      ['Total', '12,345', '5', '0.04%', '2'],
    ]);
  });

  it('leaves out the columns not chosen, and says what its caption says, with no footer if no totals', () => {
    render(
      <ReportTable
        label="Report by creative"
        firstColumn="Creative"
        columns={creativeFigures}
        rows={[{ key: 'cr-1', label: '1. Wide banner', figures: { impressions: 30, clicks: 3, ctr: 10 } }]}
        names
        caption="Filtered events are counted per campaign only"
      />,
    );

    const table = screen.getByRole('table', { name: 'Report by creative' });
    expect(within(table).queryByRole('columnheader', { name: 'Filtered' })).toBeNull();
    expect(tableCells(table)).toEqual([['1. Wide banner', '30', '3', '10.00%']]);
    expect(within(table).getByText('Filtered events are counted per campaign only')).toBeInTheDocument();
  });
});
