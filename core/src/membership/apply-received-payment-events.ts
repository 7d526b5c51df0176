/**
 * The background half of the webhook: applies the payment events stored by
 * `receivePaymentNotification`, each with `applyPaymentEvent` (re-fetch, state machine, history,
 * e-mails). A failed attempt is due again after a backoff, its error kept; after the last attempt
 * the event is given up, kept for staff and reported. The claim is one short statement and the
 * provider is called outside any transaction; several workers may run at once, and an event is
 * still applied once (`PaymentEventLog.recordOnce`).
 */
import type { Clock } from '../shared/clock.ts';
import { describeError, retryDelayMs, type RetryPolicy } from '../shared/retry-policy.ts';
import type { PaymentEventOutcome } from './apply-payment-event.ts';
import type { PaymentEvent } from './payment-gateway.ts';
import type { ClaimedPaymentEvent, ReceivedPaymentEvents } from './received-payment-events.ts';

/** What became of each event; the composition root logs it. */
export interface PaymentEventReport {
  applied(event: PaymentEvent, result: PaymentEventOutcome): void;
  retrying(event: PaymentEvent, attempts: number, retryAt: Date, error: string): void;
  gaveUp(event: PaymentEvent, attempts: number, error: string): void;
}

export interface ApplyReceivedPaymentEventsDeps {
  receivedEvents: ReceivedPaymentEvents;
  /** `applyPaymentEvent` with its ports, each call in its own unit of work. */
  apply: (event: PaymentEvent) => Promise<PaymentEventOutcome>;
  clock: Clock;
  report: PaymentEventReport;
}

export interface ApplyOptions {
  retry: RetryPolicy;
  /** How long a claimed event stays ours; well above the provider's own timeouts. */
  leaseMs: number;
  batchSize: number;
}

export type ApplyTally = {
  applied: number;
  retrying: number;
  failed: number;
};

/** Applies the events due now, one batch, oldest first. */
export async function applyReceivedPaymentEvents(
  deps: ApplyReceivedPaymentEventsDeps,
  options: ApplyOptions,
): Promise<ApplyTally> {
  const claimed = await deps.receivedEvents.claimDue(options.batchSize, options.leaseMs);
  const tally: ApplyTally = { applied: 0, retrying: 0, failed: 0 };
  // One at a time, in the order received: the state is re-read from the provider each time anyway.
  for (const claim of claimed) tally[await applyClaimed(deps, options.retry, claim)] += 1;
  return tally;
}

async function applyClaimed(
  deps: ApplyReceivedPaymentEventsDeps,
  retry: RetryPolicy,
  claim: ClaimedPaymentEvent,
): Promise<keyof ApplyTally> {
  const { receivedEvents, clock, report } = deps;
  let result: PaymentEventOutcome;
  try {
    result = await deps.apply(claim.event);
  } catch (error) {
    const reason = describeError(error);
    if (claim.attempts >= retry.maxAttempts) {
      await receivedEvents.markFailed(claim, reason);
      report.gaveUp(claim.event, claim.attempts, reason);
      return 'failed';
    }
    const retryAt = new Date(clock.now().getTime() + retryDelayMs(retry, claim.attempts));
    await receivedEvents.retryLater(claim, retryAt, reason);
    report.retrying(claim.event, claim.attempts, retryAt, reason);
    return 'retrying';
  }
  // Conditional on the lease: if it ran out mid-apply another worker may apply the event again,
  // which recordOnce turns into a duplicate; the lease is far longer than an apply.
  await receivedEvents.markApplied(claim);
  report.applied(claim.event, result);
  return 'applied';
}
