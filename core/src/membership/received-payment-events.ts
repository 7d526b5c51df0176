/**
 * The payment notifications received and not yet applied (table `received_payment_events`): the
 * webhook stores a verified event here and answers at once; a background worker applies it. Rows
 * are leased, not locked: a claim is one short statement, the event is applied (and the provider
 * called) outside any transaction, and every later write is conditional on the lease, so a worker
 * whose lease ran out changes nothing. Applying stays at most once per event through
 * `PaymentEventLog.recordOnce`, whoever holds the lease.
 */
import type { PaymentEvent } from './payment-gateway.ts';

export type ReceivedPaymentEventStatus = 'pending' | 'applied' | 'failed';

/** An event leased to one worker until the lease ends. */
export interface ClaimedPaymentEvent {
  event: PaymentEvent;
  receivedAt: Date;
  /** Attempts started so far, this one included. */
  attempts: number;
  lease: string;
}

/** An event given up after its last attempt: kept for staff to look into. */
export interface GivenUpPaymentEvent {
  event: PaymentEvent;
  receivedAt: Date;
  attempts: number;
  lastError: string | null;
  finishedAt: Date;
}

export interface ReceivedPaymentEvents {
  /**
   * Stores a verified event, due at once. False (and nothing changed) when an event with the same
   * id was stored before: a delivery repeated by the provider is kept once.
   */
  add(event: PaymentEvent): Promise<boolean>;
  /**
   * Leases up to `limit` due events (pending, next attempt reached, no live lease) for `leaseMs`,
   * oldest received first, counting the attempt. Concurrent claimers never receive the same event.
   */
  claimDue(limit: number, leaseMs: number): Promise<ClaimedPaymentEvent[]>;
  /** Applied (or found applied before): never handed out again. False when the lease was lost. */
  markApplied(claim: ClaimedPaymentEvent): Promise<boolean>;
  /** Failed this time: due again at `at`, the error kept. False when the lease was lost. */
  retryLater(claim: ClaimedPaymentEvent, at: Date, error: string): Promise<boolean>;
  /** Given up after the last attempt, the error kept. False when the lease was lost. */
  markFailed(claim: ClaimedPaymentEvent, error: string): Promise<boolean>;
  /** The events given up, newest first, for staff. */
  listFailed(limit: number): Promise<GivenUpPaymentEvent[]>;
  /** Counts by status, for the CLI and tests. */
  counts(): Promise<Record<ReceivedPaymentEventStatus, number>>;
}
