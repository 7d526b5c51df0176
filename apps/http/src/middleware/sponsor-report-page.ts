import type { Middleware } from 'koa';
import type { Bound } from '@commons/container';
import type { sponsorReport } from '@commons/core/sponsors/sponsor-report';
import { sponsorReportPath } from '@commons/core/sponsors/sponsor-report-links';
import { isDomainError } from '@commons/core/shared/domain-error';
import type { AppState } from '../context.ts';
import { renderSponsorReport, renderSponsorReportNotFound } from '../pages/sponsor-report-page.ts';

const reportPath = new RegExp(`^${sponsorReportPath}/([^/]+)$`);

/**
 * The page a sponsor's report link opens, with no login (the token in its path is the proof).
 * Never cached or indexed, and its address, which carries the token, never sent on as a referrer.
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
      ctx.body = renderSponsorReport(report);
    } catch (error) {
      if (!isDomainError(error) || error.code !== 'NOT_FOUND') throw error;
      ctx.status = 404;
      ctx.body = renderSponsorReportNotFound(error.message);
    }
  };
}
