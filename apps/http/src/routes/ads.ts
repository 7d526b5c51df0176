import type { Context, Middleware } from 'koa';
import { AdTokens, InfrastructureTokens } from '@commons/container';
import { parseAdRequest } from '@commons/core/ads/ad-request';
import type { AdEventCommand } from '@commons/core/ads/count-ad-event';
import { DomainError } from '@commons/core/shared/domain-error';
import { adViewers, isAutomatedClient } from '../ad-viewer.ts';
import type { AppContext, AppState } from '../context.ts';
import { fieldColumns, sendCsv } from '../csv/csv-download.ts';
import { sessionGuards } from '../middleware/authentication.ts';
import { databaseContext } from '../middleware/database-context.ts';
import type { RouteGroup } from '../router.ts';

export const adminUserIdMismatchMessage = 'Admin user ID does not match the signed-in admin';

/**
 * The spec's admin client sends its own id as `adminUserId` (query string or JSON body). The session
 * alone authorises; a stated id that is not the session's member is refused rather than ignored.
 */
function rejectForeignAdminUserId(): Middleware<AppState> {
  return (ctx, next) => {
    const body: unknown = ctx.request.body;
    const stated = [
      ctx.query.adminUserId,
      body && typeof body === 'object' ? (body as { adminUserId?: unknown }).adminUserId : undefined,
    ];
    if (stated.some((id) => id !== undefined && id !== ctx.state.member?.id)) {
      throw new DomainError('FORBIDDEN', adminUserIdMismatchMessage);
    }
    return next();
  };
}

/** The ad-slot query's fields; a field given twice counts by its first value. */
function adSlotQuery(queryString: string): Record<string, string | undefined> {
  const params = new URLSearchParams(queryString);
  const field = (name: string) => params.get(name) ?? undefined;
  return {
    slot: field('slot'),
    tier: field('tier'),
    sector: field('sector'),
    country: field('country'),
    category: field('category'),
  };
}

/** An impression or click post, as the use cases read it. */
function adEvent(
  ctx: Pick<AppContext, 'request' | 'ip' | 'get'> & { params: Record<string, string | undefined> },
): AdEventCommand {
  return {
    campaignId: ctx.params.id ?? '',
    input: ctx.request.body,
    clientIp: ctx.ip,
    automated: isAutomatedClient(ctx.get('user-agent')),
  };
}

/**
 * The public ad calls (fill a slot, count an impression or a click) and the admin campaign API.
 * Filling a slot reads the in-process cache of active campaigns, and counts a view token against
 * its address when it answers an ad (batched, see `BatchedSqlRateLimiter`).
 */
export const adsRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const selectAd = container.resolve(AdTokens.selectAd);
  const recordImpression = container.resolve(AdTokens.recordImpression);
  const recordClick = container.resolve(AdTokens.recordClick);
  const listCampaigns = container.resolve(AdTokens.listCampaignsWithStats);
  const createCampaign = container.resolve(AdTokens.createCampaign);
  const updateCampaign = container.resolve(AdTokens.updateCampaign);
  const deleteCampaign = container.resolve(AdTokens.deleteCampaign);
  const campaignDailyStats = container.resolve(AdTokens.campaignDailyStats);
  const campaignReport = container.resolve(AdTokens.campaignReport);
  const campaignCreativeReport = container.resolve(AdTokens.campaignCreativeReport);
  const campaignHourlyReport = container.resolve(AdTokens.campaignHourlyReport);
  const campaignCreativeHourlyReport = container.resolve(AdTokens.campaignCreativeHourlyReport);
  const slotReport = container.resolve(AdTokens.slotReport);
  const slotHourlyReport = container.resolve(AdTokens.slotHourlyReport);
  const viewerOf = adViewers(
    container.resolve(InfrastructureTokens.Config),
    container.resolve(InfrastructureTokens.Clock),
  );

  router.get('/api/ad-slot', async (ctx) => {
    ctx.body = { ad: await selectAd(parseAdRequest(adSlotQuery(ctx.querystring)), viewerOf(ctx)) };
  });

  // `{ viewToken }` from the ad-slot answer counts once; a bare post (the spec's call) counts
  // within its IP's budget. Either way the answer is 204, so a replay or a filtered post learns nothing.
  router.post('/api/ads/:id/impression', inDatabase, async (ctx) => {
    await recordImpression(adEvent(ctx));
    ctx.status = 204;
  });

  // A click counts only with the view token of an impression that counted, once. Any other post
  // is answered the same 204 (the visitor's tab opens whatever the count), and counts nothing.
  router.post('/api/ads/:id/click', inDatabase, async (ctx) => {
    await recordClick(adEvent(ctx));
    ctx.status = 204;
  });

  const adsManager = sessionGuards(container).requirePermission('ads:manage');
  const admin = [adsManager, rejectForeignAdminUserId()];

  router.get('/api/ads', inDatabase, ...admin, async (ctx) => {
    ctx.body = await listCampaigns();
  });

  router.post('/api/ads', inDatabase, ...admin, async (ctx) => {
    ctx.status = 201;
    ctx.body = await createCampaign(ctx.request.body, ctx.state.member!.id);
  });

  router.patch('/api/ads/:id', inDatabase, ...admin, async (ctx) => {
    ctx.body = await updateCampaign(ctx.params.id ?? '', ctx.request.body, ctx.state.member!.id);
  });

  router.delete('/api/ads/:id', inDatabase, ...admin, async (ctx) => {
    await deleteCampaign(ctx.params.id ?? '', ctx.state.member!.id);
    ctx.status = 204;
  });

  router.get('/api/ads/:id/stats', inDatabase, ...admin, async (ctx) => {
    ctx.body = await campaignDailyStats(ctx.params.id ?? '', reportRange(ctx));
  });

  // Every slot's campaigns added up: where sponsors are shown, and how each place does.
  router.get('/api/admin/ad-slots/report', inDatabase, adsManager, async (ctx) => {
    ctx.body = reportPeriod(ctx) === 'hour' ? await slotHourlyReport() : await slotReport(reportRange(ctx));
  });

  router.get('/api/admin/ad-slots/report.csv', inDatabase, adsManager, async (ctx) => {
    if (reportPeriod(ctx) === 'hour') {
      const report = await slotHourlyReport();
      const rows = report.slots.flatMap((slot) => slot.hours.map((hour) => ({ slot: slot.slotId, ...hour })));
      sendRows(ctx, `ad-report-by-slot-hourly-${report.to.slice(0, 13)}.csv`, rows, ['slot', ...hourColumns]);
      return;
    }
    const report = await slotReport(reportRange(ctx));
    const rows = report.slots.flatMap((slot) => slot.days.map((day) => ({ slot: slot.slotId, ...day })));
    sendRows(ctx, `ad-report-by-slot-${report.from}-${report.to}.csv`, rows, ['slot', ...dayColumns]);
  });

  router.get('/api/admin/ads/:id/report', inDatabase, adsManager, async (ctx) => {
    const id = ctx.params.id ?? '';
    const byCreative = reportGroup(ctx) === 'creative';
    if (reportPeriod(ctx) === 'hour') {
      ctx.body = byCreative ? await campaignCreativeHourlyReport(id) : await campaignHourlyReport(id);
      return;
    }
    ctx.body = byCreative
      ? await campaignCreativeReport(id, reportRange(ctx))
      : await campaignReport(id, reportRange(ctx));
  });

  router.get('/api/admin/ads/:id/report.csv', inDatabase, adsManager, async (ctx) => {
    const id = ctx.params.id ?? '';
    const byCreative = reportGroup(ctx) === 'creative';
    if (reportPeriod(ctx) === 'hour') {
      if (byCreative) {
        const report = await campaignCreativeHourlyReport(id);
        const rows = report.creatives.flatMap((creative) =>
          creative.hours.map((hour) => ({ ...creativeColumnsOf(creative), ...hour })),
        );
        sendRows(ctx, `ad-report-by-creative-hourly-${report.to.slice(0, 13)}.csv`, rows, [
          ...creativeColumns,
          'hour',
          ...creativeCounts,
        ]);
        return;
      }
      const report = await campaignHourlyReport(id);
      sendRows(ctx, `ad-report-hourly-${report.to.slice(0, 13)}.csv`, report.hours, hourColumns);
      return;
    }
    if (byCreative) {
      const report = await campaignCreativeReport(id, reportRange(ctx));
      const rows = report.creatives.flatMap((creative) =>
        creative.days.map((day) => ({ ...creativeColumnsOf(creative), ...day })),
      );
      sendRows(ctx, `ad-report-by-creative-${report.from}-${report.to}.csv`, rows, [
        ...creativeColumns,
        'day',
        ...creativeCounts,
      ]);
      return;
    }
    const report = await campaignReport(id, reportRange(ctx));
    sendRows(ctx, `ad-report-${report.from}-${report.to}.csv`, report.days, dayColumns);
  });
};

/** A report's rows as a CSV download, one column per field named. */
const sendRows = (ctx: Context, filename: string, rows: object[], fields: readonly string[]) =>
  sendCsv(ctx, filename, fieldColumns(fields), [rows]);

/** A creative's figures have no filtered column: filtered events are told per campaign only. */
const creativeCounts = ['impressions', 'clicks', 'ctr'];
const counts = [...creativeCounts, 'filtered'];
const dayColumns = ['day', ...counts];
const hourColumns = ['hour', ...counts];
const creativeColumns = ['creative', 'creativeId'];
const creativeColumnsOf = (creative: { altText: string; creativeId: string }) => ({
  creative: creative.altText,
  creativeId: creative.creativeId,
});

const periodMessage = 'by must be day or hour';

/** The report's UTC days, from the query (the use case validates them). */
function reportRange(ctx: Pick<AppContext, 'query'>): { from: unknown; to: unknown } {
  return { from: ctx.query.from, to: ctx.query.to };
}

/** The report's buckets: UTC days (the default, over a range) or the last 48 UTC hours. */
function reportPeriod(ctx: Pick<AppContext, 'query'>): 'day' | 'hour' {
  const by = ctx.query.by;
  if (by === undefined || by === '' || by === 'day') return 'day';
  if (by === 'hour') return 'hour';
  throw new DomainError('VALIDATION', periodMessage, { fields: { by: periodMessage } });
}

/** The report's breakdown: by creative, or the campaign as a whole when the query names none. */
function reportGroup(ctx: Pick<AppContext, 'query'>): 'creative' | undefined {
  const group = ctx.query.group;
  if (group === undefined || group === '') return undefined;
  if (group === 'creative') return group;
  throw new DomainError('VALIDATION', 'group must be creative, or left out for the whole campaign', {
    fields: { group: 'group must be creative, or left out for the whole campaign' },
  });
}
