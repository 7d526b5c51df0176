/**
 * The local payment simulator: the embedded default when no Stripe key is configured, so the whole
 * sign-up and payment journey works offline. It serves its own clearly labelled test checkout page
 * (rendered by the HTTP driver, apps/http/src/pages/payment-simulator-page.ts); paying there
 * produces the same payment event a Stripe webhook would, which the caller applies through the same
 * use case. The lifecycle is SimulatedPaymentProvider, in memory: it is a development tool,
 * and it refuses to run in production.
 */
import { randomUUID } from 'node:crypto';
import { SystemClock } from '../system/system-clock.ts';
import { SimulatedPaymentProvider } from './simulated-payment-provider.ts';

/** Where the simulator's own checkout page lives on the site. */
export const simulatorPath = (sessionId: string) =>
  `/api/payments/simulator/${encodeURIComponent(sessionId)}`;

/** Where the simulator's page of a paid invoice lives on the site (Stripe's hosted invoice page). */
export const simulatorInvoicePath = (invoiceId: string) =>
  `/api/payments/simulator/invoices/${encodeURIComponent(invoiceId)}`;

/** Where the simulator's own customer portal page lives on the site. */
export const simulatorPortalPath = (portalSessionId: string) =>
  `/api/payments/simulator/portal/${encodeURIComponent(portalSessionId)}`;

export class SimulatedPaymentGateway extends SimulatedPaymentProvider {
  constructor(options: { env: string }) {
    if (options.env === 'production') {
      throw new Error('The payment simulator refuses to run in production: set STRIPE_SECRET_KEY');
    }
    super({
      newId: (kind) => `sim_${kind}_${randomUUID()}`,
      // A path on this site, so it works whatever host and port serve it.
      checkoutUrl: simulatorPath,
      portalUrl: simulatorPortalPath,
      invoiceUrl: simulatorInvoicePath,
      clock: new SystemClock(),
    });
  }
}
