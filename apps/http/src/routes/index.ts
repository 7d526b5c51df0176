import Router from '@koa/router';
import { PaymentTokens, type AppContainer } from '@commons/container';
import type { AppState } from '../context.ts';
import type { ApiRouter, RouteGroup } from '../router.ts';
import { accountRoutes } from './accounts.ts';
import { adminAuditRoutes } from './admin-audit.ts';
import { adminAuthorRoutes } from './admin-authors.ts';
import { adminBackupRoutes } from './admin-backups.ts';
import { adminInsightsRoutes } from './admin-insights.ts';
import { adminArticleRoutes } from './admin-articles.ts';
import { adminMediaRoutes } from './admin-media.ts';
import { adminEnvironmentRoutes } from './admin-environment.ts';
import { adminSendRoutes } from './admin-sends.ts';
import { adminMemberRoutes } from './admin-members.ts';
import { adminSubmissionRoutes } from './admin-submissions.ts';
import { adminStaffRoutes } from './admin-staff.ts';
import { adminSponsorRoutes } from './admin-sponsors.ts';
import { adsRoutes } from './ads.ts';
import { authorRoutes } from './authors.ts';
import { billingRoutes } from './billing.ts';
import { communityRoutes } from './community.ts';
import { emailChangeUndoRoutes } from './email-change-undo.ts';
import { healthRoutes } from './health.ts';
import { knowledgeRoutes } from './knowledge.ts';
import { meRoutes } from './me.ts';
import { newsletterRoutes } from './newsletter.ts';
import { paymentSimulatorRoutes } from './payment-simulator.ts';
import { paymentRoutes } from './payments.ts';
import { siteRoutes } from './site.ts';
import { stripeWebhookRoutes } from './stripe-webhook.ts';

/**
 * The one place that chooses how payments come back: the local simulator's pages when it is the
 * gateway (no STRIPE_SECRET_KEY), Stripe's webhook otherwise. Never both.
 */
const paymentProviderRoutes: RouteGroup = (router, container) => {
  const simulator = container.resolve(PaymentTokens.PaymentSimulator);
  const routes = simulator ? paymentSimulatorRoutes(simulator) : stripeWebhookRoutes;
  routes(router, container);
};

/** Every API route group. Each feature adds its own file and one line here. */
export const routeGroups: RouteGroup[] = [
  healthRoutes,
  knowledgeRoutes,
  authorRoutes,
  communityRoutes,
  adsRoutes,
  accountRoutes,
  adminMemberRoutes,
  adminSubmissionRoutes,
  adminAuditRoutes,
  adminBackupRoutes,
  adminInsightsRoutes,
  adminArticleRoutes,
  adminMediaRoutes,
  adminSendRoutes,
  adminEnvironmentRoutes,
  adminStaffRoutes,
  adminAuthorRoutes,
  adminSponsorRoutes,
  meRoutes,
  emailChangeUndoRoutes,
  paymentRoutes,
  billingRoutes,
  newsletterRoutes,
  paymentProviderRoutes,
  siteRoutes,
];

/** The API router with every group registered; its `stack` is the list of routes. */
export function createApiRouter(container: AppContainer): ApiRouter {
  const router = new Router<AppState>();
  for (const registerRoutes of routeGroups) registerRoutes(router, container);
  return router;
}
