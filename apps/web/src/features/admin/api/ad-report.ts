import type { CampaignCreativeReport } from '@commons/core/ads/campaign-creative-report';
import type { CampaignHourlyReport } from '@commons/core/ads/campaign-hourly-report';
import type { CampaignReport } from '@commons/core/ads/campaign-report';
import type { SlotsReport } from '@commons/core/ads/slot-report';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import type { Serialized } from '../../../lib/serialized.ts';
import { adCampaignKeys } from './ad-campaigns.ts';

/** The report as JSON: one row per UTC day (impressions, clicks, filtered, CTR) and the totals. */
export type AdReport = Serialized<CampaignReport>;
/** The report by creative: each creative's days (impressions, clicks, CTR) and totals. */
export type AdCreativeReport = Serialized<CampaignCreativeReport>;

/** The last 48 UTC hours of the campaign. */
export type AdHourlyReport = Serialized<CampaignHourlyReport>;

/** The whole campaign, or one line per creative. */
export type AdReportGroup = 'campaign' | 'creative';

/** UTC days, YYYY-MM-DD; a missing end is the server's default (the last 30 days). */
export interface AdReportRange {
  from?: string;
  to?: string;
}

const reportPath = (
  id: string,
  format: '' | '.csv',
  { from, to }: AdReportRange,
  group: AdReportGroup = 'campaign',
) => {
  const search = new URLSearchParams({
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(group === 'creative' ? { group } : {}),
  }).toString();
  return `/api/admin/ads/${encodeURIComponent(id)}/report${format}${search ? `?${search}` : ''}`;
};

/** GET /api/admin/ads/:id/report.csv for the range: the same rows as a download. */
export const adReportCsvPath = (id: string, range: AdReportRange, group: AdReportGroup = 'campaign') =>
  reportPath(id, '.csv', range, group);

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

/** GET /api/admin/ads/:id/report?from&to&group=creative, asked only while the breakdown is shown. */
export function useAdCreativeReport(id: string, range: AdReportRange, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...adCampaignKeys.all(), 'report', id, range, 'creative'],
      queryFn: () => apiRequest<AdCreativeReport>('GET', reportPath(id, '', range, 'creative')),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

/** GET /api/admin/ads/:id/report.csv?by=hour: the last 48 hours as a download. */
export const adHourlyReportCsvPath = (id: string) =>
  `/api/admin/ads/${encodeURIComponent(id)}/report.csv?by=hour`;

/** GET /api/admin/ads/:id/report?by=hour, asked only while the hourly view is shown. */
export function useAdHourlyReport(id: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...adCampaignKeys.all(), 'report', id, 'hour'],
      queryFn: () =>
        apiRequest<AdHourlyReport>('GET', `/api/admin/ads/${encodeURIComponent(id)}/report?by=hour`),
      enabled,
    }),
  );
}

/** Every slot's campaigns added up per day over the last 30 days. */
export type AdSlotsReport = Serialized<SlotsReport>;

/** GET /api/admin/ad-slots/report.csv: the same rows as a download. */
export const adSlotsReportCsvPath = '/api/admin/ad-slots/report.csv';

/** GET /api/admin/ad-slots/report. */
export function useAdSlotsReport() {
  return useQuery(
    queryOptions({
      queryKey: [...adCampaignKeys.all(), 'report', 'slots'],
      queryFn: () => apiRequest<AdSlotsReport>('GET', '/api/admin/ad-slots/report'),
    }),
  );
}
