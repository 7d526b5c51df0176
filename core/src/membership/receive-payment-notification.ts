/**
 * A notification from the payment provider (Stripe's webhook): verified, stored, and answered at
 * once; a background worker applies it (`applyReceivedPaymentEvents`), so a slow provider or a busy
 * database never holds up the provider's delivery. A missing or wrong signature is the caller's
 * error (VALIDATION); a failure to store a genuine event is not, and surfaces as a plain error so
 * the provider delivers it again.
 */
import { DomainError } from '../shared/domain-error.ts';
import type { PaymentEvent, PaymentGateway } from './payment-gateway.ts';
import type { ReceivedPaymentEvents } from './received-payment-events.ts';

export interface ReceivePaymentNotificationDeps {
  gateway: Pick<PaymentGateway, 'parseWebhook'>;
  receivedEvents: ReceivedPaymentEvents;
  /** Tells this process's worker that an event is waiting (others find it when they poll). */
  notifyReceived: () => void;
}

export const missingSignatureMessage = 'Missing payment notification signature';

export async function receivePaymentNotification(
  deps: ReceivePaymentNotificationDeps,
  notification: { payload: string | undefined; signature: string | undefined },
): Promise<{ event: PaymentEvent; stored: boolean }> {
  if (!notification.signature) throw new DomainError('VALIDATION', missingSignatureMessage);
  const event = await deps.gateway.parseWebhook(notification.payload ?? '', notification.signature);
  const stored = await deps.receivedEvents.add(event);
  if (stored) deps.notifyReceived();
  return { event, stored };
}
