import { PaymentTokens } from '@commons/container';
import { renderSimulatorCheckout, renderSimulatorNotFound } from '@commons/adapters/payments/simulator-page';
import type { RouteGroup } from '../router.ts';

/**
 * Checkout, Stripe's webhook, and (when it is the gateway) the local payment simulator's pages.
 * The webhook is called by Stripe's servers: no session, no Origin header, a signed raw body.
 */
export const paymentRoutes: RouteGroup = (router, container) => {
  const startCheckout = container.resolve(PaymentTokens.startCheckout);
  const receivePaymentNotification = container.resolve(PaymentTokens.receivePaymentNotification);
  const applyPaymentEvent = container.resolve(PaymentTokens.applyPaymentEvent);
  const simulator = container.resolve(PaymentTokens.PaymentSimulator);

  /** Spec section 7: { tier, email, name, planType } -> where to send the browser to pay. */
  router.post('/api/checkout', async (ctx) => {
    ctx.body = await startCheckout({ input: ctx.request.body, clientIp: ctx.ip });
  });

  if (!simulator) {
    router.post('/api/stripe/webhook', async (ctx) => {
      // koa-bodyparser keeps the exact JSON text it parsed: the signature covers those bytes.
      const rawBody = ctx.request.rawBody;
      const { event, result } = await receivePaymentNotification({
        payload: typeof rawBody === 'string' ? rawBody : undefined,
        signature: ctx.get('stripe-signature') || undefined,
      });
      ctx.state.log.info({ eventId: event.id, eventType: event.providerType, ...result }, 'payment event');
      ctx.body = { received: true };
    });
    return;
  }

  router.get('/api/payments/simulator/:id', (ctx) => {
    const session = simulator.checkout(ctx.params.id ?? '');
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.status = session ? 200 : 404;
    ctx.body = session ? renderSimulatorCheckout(session) : renderSimulatorNotFound();
  });

  /** Pay: the same use case as a Stripe webhook applies the payment, then back to the site. */
  router.post('/api/payments/simulator/:id/complete', async (ctx) => {
    const completed = simulator.complete(ctx.params.id ?? '');
    if (!completed) {
      ctx.type = 'html';
      ctx.status = 404;
      ctx.body = renderSimulatorNotFound();
      return;
    }
    const result = await applyPaymentEvent(completed.event);
    ctx.state.log.info(
      { eventId: completed.event.id, eventType: completed.event.providerType, ...result },
      'payment event',
    );
    ctx.status = 303;
    ctx.redirect(completed.successPath);
  });

  router.post('/api/payments/simulator/:id/cancel', (ctx) => {
    const cancelled = simulator.cancel(ctx.params.id ?? '');
    ctx.status = 303;
    ctx.redirect(cancelled?.cancelPath ?? '/membership');
  });
};
