import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusinessInsights } from '@commons/core/insights/read-business-insights';
import { stubBrowserLayoutApis } from '../../../test/browser-apis.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { BusinessOverview } from './business-overview.tsx';

const months = ['2026-05', '2026-06'];
const monthly = (values: number[]) => months.map((month, i) => ({ month, value: values[i]! }));

const insights: BusinessInsights = {
  from: '2026-05',
  to: '2026-06',
  asOf: '2026-06-15T12:00:00.000Z',
  mrrCents: 159083,
  arrCents: 1908996,
  activePaidMembers: 1234,
  membersByTier: [{ tier: 'builder', members: 1234 }],
  membersByStatus: [{ status: 'active', members: 1234 }],
  newMembersByMonth: monthly([10, 12]),
  cancellationsByMonth: monthly([1, 2]),
  mrrByMonth: monthly([150000, 159083]),
  revenueByMonth: months.map((month) => ({ month, value: 900, paymentsCents: 1000, refundsCents: 100 })),
  churnByMonth: months.map((month) => ({ month, value: 0.01, cancellations: 1, payingAtStart: 100 })),
  subscribersByMonth: monthly([480, 512]),
};

describe('BusinessOverview', () => {
  let paths: string[];
  beforeEach(() => {
    stubBrowserLayoutApis();
    paths = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        paths.push(path);
        const from = new URL(path, 'http://localhost').searchParams.get('from') ?? insights.from;
        return new Response(JSON.stringify({ ...insights, from }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the recurring revenue, its year, the paying members and the subscribers now', async () => {
    renderPage(<BusinessOverview />);

    const figures = await screen.findByRole('region', { name: 'Business figures' });
    await waitFor(() =>
      expect(within(figures).getByText('Monthly recurring revenue').nextSibling?.textContent).toBe(
        '$1590.83',
      ),
    );
    expect(within(figures).getByText('Annual recurring revenue').nextSibling?.textContent).toBe('$19089.96');
    expect(within(figures).getByText('Paying members').nextSibling?.textContent).toBe('1,234');
    expect(within(figures).getByText('Newsletter subscribers').nextSibling?.textContent).toBe('512');
  });

  it('offers each figure as a CSV of the range shown, and asks again for a new range', async () => {
    renderPage(<BusinessOverview />);

    const revenue = await screen.findByRole('region', { name: 'Revenue per month (refunds deducted)' });
    expect(within(revenue).getByRole('link', { name: 'CSV' }).getAttribute('href')).toBe(
      '/api/admin/insights.csv?figure=revenueByMonth&from=2026-05&to=2026-06',
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01' } });

    await waitFor(() => expect(paths.at(-1)).toBe('/api/admin/insights?from=2026-01&to=2026-06'));
    expect(
      within(screen.getByRole('region', { name: 'Churn rate per month' }))
        .getByRole('link', { name: 'CSV' })
        .getAttribute('href'),
    ).toBe('/api/admin/insights.csv?figure=churnByMonth&from=2026-01&to=2026-06');
  });
});
