import { InfrastructureTokens } from '@commons/container';
import { sessionGuards } from '../middleware/authentication.ts';
import { databaseContext } from '../middleware/database-context.ts';
import { noStore } from '../middleware/no-store.ts';
import type { RouteGroup } from '../router.ts';

/** How the site runs, for the console's banners: admins only (members need not know). */
export const adminEnvironmentRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const { requirePermission } = sessionGuards(container);
  const config = container.resolve(InfrastructureTokens.Config);

  router.get('/api/admin/environment', inDatabase, noStore, requirePermission('operations:manage'), (ctx) => {
    // A Stripe test key takes no real money: staff must see it before members "pay".
    ctx.body = { stripeTestMode: config.stripe?.testMode ?? false };
  });
};
