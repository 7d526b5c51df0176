import type { CampaignReport } from '@commons/core/ads/campaign-report';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import type { Serialized } from '../../../lib/serialized.ts';
import { adCampaignKeys } from './ad-campaigns.ts';

/** The report as JSON: one row per UTC day (impressions, clicks, filtered, CTR) and the totals. */
export type AdReport = Serialized<CampaignReport>;

/** UTC days, YYYY-MM-DD; a missing end is the server's default (the last 30 days). */
export interface AdReportRange {
  from?: string;
  to?: string;
}

const reportPath = (id: string, format: '' | '.csv', { from, to }: AdReportRange) => {
  const search = new URLSearchParams({ ...(from ? { from } : {}), ...(to ? { to } : {}) }).toString();
  return `/api/admin/ads/${encodeURIComponent(id)}/report${format}${search ? `?${search}` : ''}`;
};

/** GET /api/admin/ads/:id/report.csv for the range: the same rows as a download. */
export const adReportCsvPath = (id: string, range: AdReportRange) => reportPath(id, '.csv', range);

/** GET /api/admin/ads/:id/report?from&to. */
export const fetchAdReport = (id: string, range: AdReportRange) =>
  apiRequest<AdReport>('GET', reportPath(id, '', range));

export function useAdReport(id: string, range: AdReportRange) {
  return useQuery(
    queryOptions({
      queryKey: [...adCampaignKeys.all(), 'report', id, range],
      queryFn: () => fetchAdReport(id, range),
      // The last range stays on screen while the next loads.
      placeholderData: keepPreviousData,
    }),
  );
}
