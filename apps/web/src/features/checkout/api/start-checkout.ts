import { useMutation } from '@tanstack/react-query';
import type { CheckoutInput } from '@commons/core/membership/checkout-schema';
import { apiRequest } from '../../../lib/api.ts';

/** Where to send the browser to pay. */
export interface CheckoutStarted {
  url: string;
  sessionId: string;
}

export const startCheckout = (request: CheckoutInput) =>
  apiRequest<CheckoutStarted>('POST', '/api/checkout', request);

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
