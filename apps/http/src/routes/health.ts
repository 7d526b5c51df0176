import { InfrastructureTokens } from '@commons/container';
import type { RouteGroup } from '../router.ts';

export const healthRoutes: RouteGroup = (router, container) => {
  const databaseIsReachable = container.resolve(InfrastructureTokens.DatabaseHealth);

  /** Liveness: the process answers; never touches the database. */
  router.get('/api/health/live', (ctx) => {
    ctx.body = { status: 'ok' };
  });

  /** Readiness: the database answers too. */
  router.get('/api/health', async (ctx) => {
    const ready = await databaseIsReachable();
    ctx.status = ready ? 200 : 503;
    ctx.body = ready ? { status: 'ok' } : { status: 'unavailable', error: 'Database unavailable' };
  });
};
