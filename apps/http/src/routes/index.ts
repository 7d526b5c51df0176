import type { RouteGroup } from '../router.ts';
import { accountRoutes } from './accounts.ts';
import { adsRoutes } from './ads.ts';
import { communityRoutes } from './community.ts';
import { healthRoutes } from './health.ts';
import { knowledgeRoutes } from './knowledge.ts';
import { newsletterRoutes } from './newsletter.ts';
import { paymentRoutes } from './payments.ts';

/** Every API route group. Each feature adds its own file and one line here. */
export const routeGroups: RouteGroup[] = [
  healthRoutes,
  knowledgeRoutes,
  communityRoutes,
  adsRoutes,
  accountRoutes,
  paymentRoutes,
  newsletterRoutes,
];
