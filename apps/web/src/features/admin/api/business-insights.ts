import type { BusinessFigure } from '@commons/core/insights/export-business-figure';
import type { BusinessInsights } from '@commons/core/insights/read-business-insights';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

/** Months as YYYY-MM; a missing end is the server's default (the last twelve months). */
export interface InsightsRange {
  from?: string;
  to?: string;
}

const searchOf = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return search ? `?${search}` : '';
};

/** GET /api/admin/insights.csv?figure=&from=&to=: one figure as a download. */
export const businessFigureCsvPath = (figure: BusinessFigure, { from, to }: InsightsRange) =>
  `/api/admin/insights.csv${searchOf({ figure, from, to })}`;

/** GET /api/admin/insights?from=&to=: every figure of the console's home. */
export const fetchBusinessInsights = ({ from, to }: InsightsRange) =>
  apiRequest<BusinessInsights>('GET', `/api/admin/insights${searchOf({ from, to })}`);

export const businessInsightsKey = (range: InsightsRange) => ['admin', 'insights', range] as const;

export function useBusinessInsights(range: InsightsRange) {
  return useQuery(
    queryOptions({
      queryKey: businessInsightsKey(range),
      queryFn: () => fetchBusinessInsights(range),
      // The last range stays on screen while the next loads.
      placeholderData: keepPreviousData,
    }),
  );
}
