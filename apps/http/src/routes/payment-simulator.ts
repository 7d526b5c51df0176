import type { SimulatedPaymentGateway } from '@commons/container';
import { InfrastructureTokens, PaymentTokens } from '@commons/container';
import { databaseContext } from '../middleware/database-context.ts';
import {
  renderSimulatorCheckout,
  renderSimulatorInvoice,
  renderSimulatorInvoiceNotFound,
  renderSimulatorNotFound,
  renderSimulatorPortal,
  renderSimulatorPortalNotFound,
} from '../pages/payment-simulator-page.ts';
import type { RouteGroup } from '../router.ts';

/**
 * The local payment simulator's test checkout (its page, Pay and Cancel), invoice pages and customer
 * portal (its page, and Renew now: the subscription renews as though its period had ended). The notifications
 * the simulator sends by itself (an upgrade's paid invoice) are received here, as the webhook
 * route receives Stripe's.
 */
export const paymentSimulatorRoutes =
  (simulator: SimulatedPaymentGateway): RouteGroup =>
  (router, container) => {
    const inDatabase = databaseContext(container);
    const applyPaymentEvent = container.resolve(PaymentTokens.applyPaymentEvent);
    const billingOverview = container.resolve(PaymentTokens.billingOverview);
    const renewSubscriptionNow = container.resolve(PaymentTokens.renewSubscriptionNow);
    const inDatabaseScope = container.resolve(InfrastructureTokens.DatabaseScope);
    const logger = container.resolve(InfrastructureTokens.Logger);

    // Applied in a scope of its own: the request that caused it may be over by now.
    simulator.onNotification((event) => {
      inDatabaseScope(() => applyPaymentEvent(event)).then(
        (result) =>
          logger.info({ eventId: event.id, eventType: event.providerType, ...result }, 'payment event'),
        (error: unknown) => logger.error({ err: error, eventId: event.id }, 'payment event failed'),
      );
    });

    router.get('/api/payments/simulator/portal/:id', inDatabase, async (ctx) => {
      const session = simulator.portalSession(ctx.params.id ?? '');
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      ctx.status = session ? 200 : 404;
      ctx.body = session
        ? renderSimulatorPortal(session, {
            subscription: simulator.liveSubscriptionOf(session.customerId),
            payments: (await billingOverview(session.memberId)).payments,
            pagePath: ctx.path,
          })
        : renderSimulatorPortalNotFound();
    });

    /** Renew now: the renewal's notifications applied as a webhook's would be, then the portal again. */
    router.post('/api/payments/simulator/portal/:id/renew', inDatabase, async (ctx) => {
      const session = simulator.portalSession(ctx.params.id ?? '');
      if (!session) {
        ctx.type = 'html';
        ctx.status = 404;
        ctx.body = renderSimulatorPortalNotFound();
        return;
      }
      const subscription = simulator.liveSubscriptionOf(session.customerId);
      if (subscription) {
        const applied = await renewSubscriptionNow(subscription.id);
        ctx.state.log.info({ subscriptionId: subscription.id, events: applied }, 'simulated renewal');
      }
      ctx.status = 303;
      ctx.redirect(ctx.path.replace(/\/renew$/, ''));
    });

    router.get('/api/payments/simulator/invoices/:id', (ctx) => {
      const invoice = simulator.invoice(ctx.params.id ?? '');
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      ctx.status = invoice ? 200 : 404;
      ctx.body = invoice ? renderSimulatorInvoice(invoice) : renderSimulatorInvoiceNotFound();
    });

    router.get('/api/payments/simulator/:id', inDatabase, (ctx) => {
      const session = simulator.checkout(ctx.params.id ?? '');
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      ctx.status = session ? 200 : 404;
      ctx.body = session ? renderSimulatorCheckout(session, ctx.path) : renderSimulatorNotFound();
    });

    /** Pay: the same use case as a Stripe webhook applies the payment, then back to the site. */
    router.post('/api/payments/simulator/:id/complete', inDatabase, async (ctx) => {
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

    router.post('/api/payments/simulator/:id/cancel', inDatabase, (ctx) => {
      const cancelled = simulator.cancel(ctx.params.id ?? '');
      ctx.status = 303;
      ctx.redirect(cancelled?.cancelPath ?? '/membership');
    });
  };
