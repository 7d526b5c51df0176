import { defineEntity, p } from '@mikro-orm/core';
import type { PaymentEvent } from '@commons/core/membership/payment-gateway';
import { timestamp } from './columns.ts';

const text = () => p.string().columnType('text');

/**
 * The payment notifications received: the webhook stores a verified event here and answers at
 * once; a worker leases due rows, applies them and marks them applied, or due again after a
 * backoff, or failed after the last attempt (kept, with its error, for staff). The provider's event
 * id is the key, so a repeated delivery is stored once.
 */
export const ReceivedPaymentEventEntity = defineEntity({
  name: 'ReceivedPaymentEvent',
  tableName: 'received_payment_events',
  properties: {
    eventId: text().primary(),
    /** The provider's own name for it ("invoice.paid"), for staff reading the table. */
    providerType: text(),
    /** The verified event as the gateway parsed it (dates as ISO text). */
    event: p.json<PaymentEvent>(),
    /** pending, applied or failed. */
    status: text(),
    attempts: p.integer().default(0),
    receivedAt: timestamp(),
    nextAttemptAt: timestamp(),
    leaseUntil: timestamp().nullable(),
    leaseToken: p.uuid().nullable(),
    lastError: text().nullable(),
    finishedAt: timestamp().nullable(),
  },
  indexes: [{ name: 'received_payment_events_due_idx', properties: ['status', 'nextAttemptAt'] }],
});
