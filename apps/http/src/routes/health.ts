import { InfrastructureTokens } from '@commons/container';
import { databaseContext } from '../middleware/database-context.ts';
import type { RouteGroup } from '../router.ts';

export const healthRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const databaseIsReachable = container.resolve(InfrastructureTokens.DatabaseHealth);
  // Read once, when the routes are made: a probe never spawns git.
  const { version, commit } = container.resolve(InfrastructureTokens.BuildInfo);

  /** Liveness: the process answers; never touches the database. */
  router.get('/api/health/live', (ctx) => {
    ctx.body = { status: 'ok' };
  });

  /** Readiness: the database answers too. Says what is running, for an operator after an upgrade. */
  router.get('/api/health', inDatabase, async (ctx) => {
    const ready = await databaseIsReachable();
    ctx.status = ready ? 200 : 503;
    ctx.body = ready
      ? { status: 'ok', version, commit }
      : { status: 'unavailable', error: 'Database unavailable', version, commit };
  });
};
