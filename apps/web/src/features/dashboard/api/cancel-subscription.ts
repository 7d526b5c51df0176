import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { billingKey, type SerializedBilling } from './billing.ts';

/** POST /api/billing/cancel: cancels at the period's end; answers with the billing as it is now. */
export const cancelSubscription = () => apiRequest<SerializedBilling>('POST', '/api/billing/cancel');

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (billing) => queryClient.setQueryData(billingKey(), billing),
  });
}
