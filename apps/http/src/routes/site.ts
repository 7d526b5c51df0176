import { PaymentTokens } from '@commons/container';
import type { RouteGroup } from '../router.ts';

/** What the web app needs to know about this deployment: whether payments are simulated (test mode). */
export const siteRoutes: RouteGroup = (router, container) => {
  const paymentsSimulated = container.resolve(PaymentTokens.PaymentSimulator) !== null;
  router.get('/api/site', (ctx) => {
    ctx.body = { paymentsSimulated };
  });
};
