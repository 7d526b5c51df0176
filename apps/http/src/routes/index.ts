import Router from '@koa/router';
import type { AppContainer } from '@commons/container';
import type { AppState } from '../context.ts';
import type { ApiRouter, RouteGroup } from '../router.ts';
import { accountRoutes } from './accounts.ts';
import { adsRoutes } from './ads.ts';
import { communityRoutes } from './community.ts';
import { healthRoutes } from './health.ts';
import { knowledgeRoutes } from './knowledge.ts';
import { paymentRoutes } from './payments.ts';

/** Every API route group. Each feature adds its own file and one line here. */
export const routeGroups: RouteGroup[] = [
  healthRoutes,
  knowledgeRoutes,
  communityRoutes,
  adsRoutes,
  accountRoutes,
  paymentRoutes,
];

/** The API router with every group registered; its `stack` is the list of routes. */
export function createApiRouter(container: AppContainer): ApiRouter {
  const router = new Router<AppState>();
  for (const registerRoutes of routeGroups) registerRoutes(router, container);
  return router;
}
