import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanChoiceInput } from '@commons/core/membership/checkout-schema';
import { apiRequest } from '../../../lib/api.ts';
import { billingKey, type SerializedBilling } from './billing.ts';

/** POST /api/billing/plan: moves the live subscription; answers with the billing as it is now. */
export const changePlan = (plan: PlanChoiceInput) =>
  apiRequest<SerializedBilling>('POST', '/api/billing/plan', plan);

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: async (billing) => {
      queryClient.setQueryData(billingKey(), billing);
      // The member's tier may have changed with it: refetch the auth feature's queries (by their
      // key prefix, as features meet only through their entry points).
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
    },
  });
}
