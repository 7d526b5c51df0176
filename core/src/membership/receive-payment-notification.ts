/**
 * A notification from the payment provider (Stripe's webhook): verified first, then applied. A
 * missing or wrong signature is the caller's error (VALIDATION); a failure while applying a
 * genuine event is not, and surfaces as a plain error so the provider retries the delivery.
 */
import { DomainError } from '../shared/domain-error.ts';
import {
  applyPaymentEvent,
  type ApplyPaymentEventDeps,
  type PaymentEventOutcome,
} from './apply-payment-event.ts';
import type { PaymentEvent, PaymentGateway } from './payment-gateway.ts';

export interface ReceivePaymentNotificationDeps extends ApplyPaymentEventDeps {
  gateway: Pick<PaymentGateway, 'parseWebhook' | 'subscriptionState' | 'cancelAndRefund'>;
}

export const missingSignatureMessage = 'Missing payment notification signature';

export async function receivePaymentNotification(
  deps: ReceivePaymentNotificationDeps,
  notification: { payload: string | undefined; signature: string | undefined },
): Promise<{ event: PaymentEvent; result: PaymentEventOutcome }> {
  if (!notification.signature) throw new DomainError('VALIDATION', missingSignatureMessage);
  const event = await deps.gateway.parseWebhook(notification.payload ?? '', notification.signature);
  try {
    return { event, result: await applyPaymentEvent(deps, event) };
  } catch (error) {
    throw new Error(`Payment event ${event.id} (${event.providerType}) could not be applied`, {
      cause: error,
    });
  }
}
