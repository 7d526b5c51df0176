/**
 * Ends at the provider a payment someone started for a registration before its owner verified the
 * address, and which the owner's verification set aside (accounts' `setAsideUnclaimedPayment`):
 * the customer's open checkouts expire, so none can be paid any more, and the subscription is
 * cancelled and refunded, as a second subscription paid by mistake is. It runs once the
 * verification has committed and no account names the payment any more, so a failure is reported
 * for the staff (the provider's dashboard shows what is left) instead of undoing the verification.
 */
import type { SetAsidePayment } from '../members/registration-proofs.ts';
import type { PaymentGateway } from './payment-gateway.ts';

export interface EndSetAsidePaymentDeps {
  gateway: Pick<PaymentGateway, 'expireOpenCheckouts' | 'cancelAndRefund'>;
  /** Hears about a provider call that failed: logs it with the ids to end by hand. */
  reportFailure: (error: unknown, payment: SetAsidePayment) => void;
}

export async function endSetAsidePayment(
  deps: EndSetAsidePaymentDeps,
  payment: SetAsidePayment,
): Promise<void> {
  try {
    await deps.gateway.expireOpenCheckouts(payment.customerId);
    if (payment.subscriptionId) await deps.gateway.cancelAndRefund(payment.subscriptionId);
  } catch (error) {
    deps.reportFailure(error, payment);
  }
}
