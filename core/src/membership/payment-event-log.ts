import type { PaymentEventType } from './payment-gateway.ts';

export interface ProcessedPaymentEvent {
  eventId: string;
  type: PaymentEventType;
  memberId: string | null;
  receivedAt: Date;
}

/**
 * The payment events already applied (table `processed_payment_events`, unique event id). Used
 * inside the transaction that changes the member, so the record and the change land together:
 * a notification delivered twice changes the member once.
 */
export interface PaymentEventLog {
  /** Records the event; false (and nothing written) when it was recorded before. */
  recordOnce(event: ProcessedPaymentEvent): Promise<boolean>;
  find(eventId: string): Promise<ProcessedPaymentEvent | null>;
  /** The member's recorded payment events, oldest first (their data export). */
  listForMember(memberId: string): Promise<ProcessedPaymentEvent[]>;
}
