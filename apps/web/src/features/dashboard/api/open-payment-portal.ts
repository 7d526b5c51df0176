import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

/** POST /api/billing/portal: the provider's customer portal (payment method, invoices). */
export const openPaymentPortal = () => apiRequest<{ url: string }>('POST', '/api/billing/portal');

export function useOpenPaymentPortal() {
  return useMutation({ mutationFn: openPaymentPortal });
}
