import type { RouteGroup } from '../router.ts';
import { healthRoutes } from './health.ts';
import { knowledgeRoutes } from './knowledge.ts';

/** Every API route group. Each feature adds its own file and one line here. */
export const routeGroups: RouteGroup[] = [healthRoutes, knowledgeRoutes];
