import type { Middleware } from 'koa';
import type { Bound } from '@commons/container';
import type { sponsorReport } from '@commons/core/sponsors/sponsor-report';
import { sponsorReportPath } from '@commons/core/sponsors/sponsor-report-links';
import { isDomainError } from '@commons/core/shared/domain-error';
import type { AppState } from '../context.ts';
import { fieldColumns, sendCsv } from '../csv/csv-download.ts';
import { renderSponsorReport, renderSponsorReportNotFound } from '../pages/sponsor-report-page.ts';

/** `/sponsor-report/<token>`, and `<token>.csv` for the same figures as a file (a token has no `.csv` end). */
const reportPath = new RegExp(`^${sponsorReportPath}/([^/]+?)(\\.csv)?$`);

const csvFields = ['campaign', 'day', 'impressions', 'clicks', 'ctr', 'filtered'];

/**
 * The page a sponsor's report link opens, with no login (the token in its path is the proof), and
 * its CSV (each campaign's days). Never cached or indexed, and its address, which carries the
 * token, never sent on as a referrer.
 */
export function sponsorReportPage(options: {
  sponsorReport: Bound<typeof sponsorReport>;
  inDatabaseScope: <T>(work: () => Promise<T>) => Promise<T>;
}): Middleware<AppState> {
  return async (ctx, next) => {
    const match = reportPath.exec(ctx.path);
    if (!match || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    ctx.type = 'html';
    try {
      const report = await options.inDatabaseScope(() => options.sponsorReport(match[1]!));
      if (match[2]) {
        const rows = report.campaigns.flatMap((campaign) =>
          campaign.days.map((day) => ({ campaign: campaign.name, ...day })),
        );
        sendCsv(ctx, `sponsor-report-${report.from}-${report.to}.csv`, fieldColumns(csvFields), [rows]);
        return;
      }
      // Relative to the page's own address: the token is its last segment.
      ctx.body = renderSponsorReport(report, `${encodeURIComponent(match[1]!)}.csv`);
    } catch (error) {
      if (!isDomainError(error) || error.code !== 'NOT_FOUND') throw error;
      ctx.status = 404;
      ctx.body = renderSponsorReportNotFound(error.message);
    }
  };
}
