import { PaymentTokens } from '@commons/container';
import { databaseContext } from '../middleware/database-context.ts';
import type { RouteGroup } from '../router.ts';

/** Stripe's webhook, called by Stripe's servers: no session, no Origin header, a signed raw body. */
export const stripeWebhookRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const receivePaymentNotification = container.resolve(PaymentTokens.receivePaymentNotification);

  router.post('/api/stripe/webhook', inDatabase, async (ctx) => {
    // koa-bodyparser keeps the exact JSON text it parsed: the signature covers those bytes.
    const rawBody = ctx.request.rawBody;
    // Stored and answered at once; the payment events' worker applies it moments later.
    const { event, stored } = await receivePaymentNotification({
      payload: typeof rawBody === 'string' ? rawBody : undefined,
      signature: ctx.get('stripe-signature') || undefined,
    });
    ctx.state.log.info(
      { eventId: event.id, eventType: event.providerType, stored },
      'payment event received',
    );
    ctx.body = { received: true };
  });
};
