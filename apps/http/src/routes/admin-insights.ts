import { InsightsTokens } from '@commons/container';
import { sendCsv } from '../csv/csv-download.ts';
import { sessionGuards } from '../middleware/authentication.ts';
import { databaseContext } from '../middleware/database-context.ts';
import { noStore } from '../middleware/no-store.ts';
import type { RouteGroup } from '../router.ts';

/**
 * The console's home: the business figures over `?from=YYYY-MM&to=YYYY-MM`, and each one as a
 * CSV file (`?figure=`).
 */
export const adminInsightsRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const readBusinessInsights = container.resolve(InsightsTokens.readBusinessInsights);
  const exportBusinessFigure = container.resolve(InsightsTokens.exportBusinessFigure);
  const { requirePermission } = sessionGuards(container);

  router.get('/api/admin/insights', inDatabase, noStore, requirePermission('insights:read'), async (ctx) => {
    ctx.body = await readBusinessInsights(ctx.query);
  });

  router.get('/api/admin/insights.csv', inDatabase, requirePermission('insights:read'), async (ctx) => {
    const { filename, columns, rows } = await exportBusinessFigure(ctx.query);
    sendCsv(ctx, filename, columns, [rows]);
  });
};
