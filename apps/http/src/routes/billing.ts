import { PaymentTokens } from '@commons/container';
import { sessionGuards } from '../middleware/authentication.ts';
import { databaseContext } from '../middleware/database-context.ts';
import { noStore } from '../middleware/no-store.ts';
import type { RouteGroup } from '../router.ts';

/** The signed-in member's billing: what they hold and paid, pay later, change plan, cancel and resume. */
export const billingRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const startMemberCheckout = container.resolve(PaymentTokens.startMemberCheckout);
  const billingOverview = container.resolve(PaymentTokens.billingOverview);
  const cancelSubscription = container.resolve(PaymentTokens.cancelSubscription);
  const resumeSubscription = container.resolve(PaymentTokens.resumeSubscription);
  const openPaymentPortal = container.resolve(PaymentTokens.openPaymentPortal);
  const changePlan = container.resolve(PaymentTokens.changePlan);
  const { requireMember } = sessionGuards(container);

  /** { subscription: {...} | null, payments: [...] } */
  router.get('/api/billing', inDatabase, noStore, requireMember, async (ctx) => {
    ctx.body = await billingOverview(ctx.state.member!.id);
  });

  /** Cancels at the period's end; answers with the overview as it is now. */
  router.post('/api/billing/cancel', inDatabase, noStore, requireMember, async (ctx) => {
    ctx.body = await cancelSubscription(ctx.state.member!.id);
  });

  router.post('/api/billing/resume', inDatabase, noStore, requireMember, async (ctx) => {
    ctx.body = await resumeSubscription(ctx.state.member!.id);
  });

  /** -> { url } of the provider's customer portal (payment method, invoices). */
  router.post('/api/billing/portal', inDatabase, noStore, requireMember, async (ctx) => {
    ctx.body = await openPaymentPortal(ctx.state.member!.id);
  });

  /**
   * { tier, planType } -> the overview: an upgrade is in place at once, a downgrade shows as the
   * subscription's `pendingChange` until the period's end.
   */
  router.post('/api/billing/plan', inDatabase, noStore, requireMember, async (ctx) => {
    ctx.body = await changePlan({ memberId: ctx.state.member!.id, input: ctx.request.body });
  });

  /** { tier, planType } -> { url, sessionId }: where to send the browser to pay. */
  router.post('/api/billing/checkout', inDatabase, noStore, requireMember, async (ctx) => {
    ctx.body = await startMemberCheckout({
      memberId: ctx.state.member!.id,
      input: ctx.request.body,
      clientIp: ctx.ip,
    });
  });
};
