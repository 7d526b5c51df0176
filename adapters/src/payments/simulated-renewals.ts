/**
 * Renewals on the local payment simulator. Stripe renews a subscription by itself at the end of
 * its period and tells us by webhook; the simulator has no clock of its own, so housekeeping asks
 * it to renew what is due (and its portal page can renew one at once, for demos and tests). The
 * notifications it returns are applied through the same use case as Stripe's, in order, so a
 * downgrade takes effect, a receipt is mailed, and a cancelled subscription ends, as on Stripe.
 */
import { applyPaymentEvent, type ApplyPaymentEventDeps } from '@commons/core/membership/apply-payment-event';
import type { PaymentEvent } from '@commons/core/membership/payment-gateway';
import type { SimulatedPaymentProvider } from './simulated-payment-provider.ts';

export interface SimulatedRenewalsDeps extends ApplyPaymentEventDeps {
  /** The local payment simulator; null when Stripe is the provider (it renews by itself). */
  simulator: Pick<SimulatedPaymentProvider, 'renewDue' | 'renewNow'> | null;
}

/** Renews every simulated subscription whose period has ended; returns how many events applied. */
export function renewDueSubscriptions(deps: SimulatedRenewalsDeps): Promise<number> {
  return applyAll(deps, deps.simulator?.renewDue() ?? []);
}

/** Renews one simulated subscription now, as though its period had ended. */
export function renewSubscriptionNow(deps: SimulatedRenewalsDeps, subscriptionId: string): Promise<number> {
  return applyAll(deps, deps.simulator?.renewNow(subscriptionId) ?? []);
}

async function applyAll(deps: ApplyPaymentEventDeps, events: PaymentEvent[]): Promise<number> {
  let applied = 0;
  for (const event of events) {
    if ((await applyPaymentEvent(deps, event)).outcome === 'applied') applied += 1;
  }
  return applied;
}
