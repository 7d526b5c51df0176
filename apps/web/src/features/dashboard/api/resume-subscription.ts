import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { billingKey, type SerializedBilling } from './billing.ts';

/** POST /api/billing/resume: the subscription renews again. */
export const resumeSubscription = () => apiRequest<SerializedBilling>('POST', '/api/billing/resume');

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: (billing) => queryClient.setQueryData(billingKey(), billing),
  });
}
