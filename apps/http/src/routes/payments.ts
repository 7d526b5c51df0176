import { PaymentTokens } from '@commons/container';
import { requesterOf } from '../middleware/authentication.ts';
import { databaseContext } from '../middleware/database-context.ts';
import type { RouteGroup } from '../router.ts';

/** Checkout: the gateway's own pages take the payment (see stripe-webhook.ts, payment-simulator.ts). */
export const paymentRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const startCheckout = container.resolve(PaymentTokens.startCheckout);
  const continueFree = container.resolve(PaymentTokens.continueFree);

  /**
   * Spec section 7: { tier, email, name, planType } -> where to send the browser to pay. Only the
   * browser that made the registration (its sign-up's cookie) may pay for it this way.
   */
  router.post('/api/checkout', inDatabase, async (ctx) => {
    const { clientIp, registrationProof } = requesterOf(ctx);
    ctx.body = await startCheckout({ input: ctx.request.body, clientIp, registrationProof });
  });

  /**
   * { email } -> the sign-up (back from the payment page unpaid) takes the free Explorer tier
   * instead; the same browser's proof as for paying is needed.
   */
  router.post('/api/checkout/free', inDatabase, async (ctx) => {
    const { clientIp, registrationProof } = requesterOf(ctx);
    const member = await continueFree({ input: ctx.request.body, clientIp, registrationProof });
    ctx.body = { email: member.email, membershipTier: member.membershipTier };
  });
};
