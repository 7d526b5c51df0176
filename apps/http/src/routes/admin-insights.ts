import { InsightsTokens } from '@commons/container';
import { sessionGuards } from '../middleware/authentication.ts';
import { databaseContext } from '../middleware/database-context.ts';
import { noStore } from '../middleware/no-store.ts';
import type { RouteGroup } from '../router.ts';

/** The console's home: the business figures over `?from=YYYY-MM&to=YYYY-MM`. */
export const adminInsightsRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const readBusinessInsights = container.resolve(InsightsTokens.readBusinessInsights);
  const { requireAdmin } = sessionGuards(container);

  router.get('/api/admin/insights', inDatabase, noStore, requireAdmin, async (ctx) => {
    ctx.body = await readBusinessInsights(ctx.query);
  });
};
