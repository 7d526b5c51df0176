import type { CampaignCreativeHourlyReport } from '@commons/core/ads/campaign-creative-hourly-report';
import type { CampaignCreativeReport } from '@commons/core/ads/campaign-creative-report';
import type { CampaignHourlyReport } from '@commons/core/ads/campaign-hourly-report';
import type { CampaignReport } from '@commons/core/ads/campaign-report';
import type { SlotsHourlyReport } from '@commons/core/ads/slot-hourly-report';
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
/** The last 48 UTC hours of each creative (impressions, clicks, CTR) and their totals. */
export type AdCreativeHourlyReport = Serialized<CampaignCreativeHourlyReport>;

/** The whole campaign, or one line per creative. */
export type AdReportGroup = 'campaign' | 'creative';

/** UTC days over a range, or the last 48 UTC hours. */
export type AdReportPeriod = 'day' | 'hour';

/** UTC days, YYYY-MM-DD; a missing end is the server's default (the last 30 days). */
export interface AdReportRange {
  from?: string;
  to?: string;
}

/** What a campaign's report shows: its period, the days' range (ignored for hours) and its breakdown. */
export interface AdReportQuery {
  period: AdReportPeriod;
  range: AdReportRange;
  group: AdReportGroup;
}

/** The query string of a report: a range of days or the last 48 hours, and a breakdown if any. */
function reportSearch(period: AdReportPeriod, range: AdReportRange, group: AdReportGroup = 'campaign') {
  const search = new URLSearchParams({
    ...(period === 'hour' ? { by: 'hour' } : {}),
    ...(period === 'day' && range.from ? { from: range.from } : {}),
    ...(period === 'day' && range.to ? { to: range.to } : {}),
    ...(group === 'creative' ? { group } : {}),
  }).toString();
  return search ? `?${search}` : '';
}

const reportPath = (id: string, format: '' | '.csv', { period, range, group }: AdReportQuery) =>
  `/api/admin/ads/${encodeURIComponent(id)}/report${format}${reportSearch(period, range, group)}`;

/** GET /api/admin/ads/:id/report.csv with the report's query: the same rows as a download. */
export const adReportCsvPath = (id: string, query: AdReportQuery) => reportPath(id, '.csv', query);

/** GET /api/admin/ads/:id/report for one period and breakdown, asked only while it is shown. */
function useCampaignReport<T>(id: string, query: AdReportQuery, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...adCampaignKeys.all(), 'report', id, query],
      queryFn: () => apiRequest<T>('GET', reportPath(id, '', query)),
      // The last range stays on screen while the next loads.
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

/** The whole campaign by day: always asked, as it gives the server's default range. */
export const useAdReport = (id: string, range: AdReportRange) =>
  useCampaignReport<AdReport>(id, { period: 'day', range, group: 'campaign' }, true);

export const useAdCreativeReport = (id: string, range: AdReportRange, enabled: boolean) =>
  useCampaignReport<AdCreativeReport>(id, { period: 'day', range, group: 'creative' }, enabled);

export const useAdHourlyReport = (id: string, enabled: boolean) =>
  useCampaignReport<AdHourlyReport>(id, { period: 'hour', range: {}, group: 'campaign' }, enabled);

export const useAdCreativeHourlyReport = (id: string, enabled: boolean) =>
  useCampaignReport<AdCreativeHourlyReport>(id, { period: 'hour', range: {}, group: 'creative' }, enabled);

/** Every slot's campaigns added up per day over the last 30 days. */
export type AdSlotsReport = Serialized<SlotsReport>;
/** Every slot's campaigns added up per hour over the last 48 hours. */
export type AdSlotsHourlyReport = Serialized<SlotsHourlyReport>;

/** GET /api/admin/ad-slots/report.csv for the period: the same rows as a download. */
export const adSlotsReportCsvPath = (period: AdReportPeriod) =>
  `/api/admin/ad-slots/report.csv${reportSearch(period, {})}`;

/** GET /api/admin/ad-slots/report (by day, or ?by=hour), asked only while it is shown. */
function useSlotsReport<T>(period: AdReportPeriod, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...adCampaignKeys.all(), 'report', 'slots', period],
      queryFn: () => apiRequest<T>('GET', `/api/admin/ad-slots/report${reportSearch(period, {})}`),
      enabled,
    }),
  );
}

export const useAdSlotsReport = (enabled: boolean) => useSlotsReport<AdSlotsReport>('day', enabled);
export const useAdSlotsHourlyReport = (enabled: boolean) =>
  useSlotsReport<AdSlotsHourlyReport>('hour', enabled);
