import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/domain-error.ts';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { readBusinessInsights } from './read-business-insights.ts';
import { InMemoryBusinessHistory } from './testing/in-memory-business-history.ts';

const deps = () => ({
  history: new InMemoryBusinessHistory(),
  clock: new FixedClock('2026-06-15T12:00:00.000Z'),
});

describe('readBusinessInsights', () => {
  it('covers the last twelve months up to the current one by default', async () => {
    const figures = await readBusinessInsights(deps());

    expect(figures.from).toBe('2025-07');
    expect(figures.to).toBe('2026-06');
    expect(figures.mrrByMonth.map((point) => point.month)).toHaveLength(12);
  });

  it('takes dates for the months they fall in, and a lone from up to the current month', async () => {
    const figures = await readBusinessInsights(deps(), { from: '2026-02-17' });

    expect(figures.newMembersByMonth.map((point) => point.month)).toEqual([
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
  });

  it.each([
    [{ from: 'last year' }, 'from must be a month written YYYY-MM (or a date YYYY-MM-DD)'],
    [{ to: '2026-13' }, 'to must be a month written YYYY-MM (or a date YYYY-MM-DD)'],
    [{ from: '2026-05', to: '2026-03' }, 'from must be the same month as to or an earlier one'],
    [{ to: '2026-07' }, 'to cannot be after the current month (2026-06)'],
    [{ from: '2020-01', to: '2026-06' }, 'A range covers at most 36 months'],
  ])('refuses %j in words', async (input, message) => {
    const refused = readBusinessInsights(deps(), input);

    await expect(refused).rejects.toThrow(DomainError);
    await expect(refused).rejects.toThrow(message);
  });
});
