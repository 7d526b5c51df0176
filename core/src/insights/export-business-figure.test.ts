import { describe, expect, it } from 'vitest';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { exportBusinessFigure } from './export-business-figure.ts';
import { InMemoryBusinessHistory } from './testing/in-memory-business-history.ts';

const deps = () => ({
  history: new InMemoryBusinessHistory(),
  clock: new FixedClock('2026-06-15T12:00:00.000Z'),
});

describe('exportBusinessFigure', () => {
  it('gives one figure as rows under its headers, named for the figure and the range', async () => {
    const table = await exportBusinessFigure(deps(), {
      figure: 'revenueByMonth',
      from: '2026-05',
      to: '2026-06',
    });

    expect(table.filename).toBe('revenueByMonth-2026-05-to-2026-06.csv');
    expect(table.columns.map(([header]) => header)).toEqual([
      'month',
      'paymentsCents',
      'refundsCents',
      'revenueCents',
    ]);
    expect(table.rows.map((row) => row.month)).toEqual(['2026-05', '2026-06']);
  });

  it('refuses a figure it does not know, naming the ones it does', async () => {
    await expect(exportBusinessFigure(deps(), { figure: 'profit' })).rejects.toThrow(
      /^figure must be one of membersByTier, membersByStatus, newMembersByMonth/,
    );
  });
});
