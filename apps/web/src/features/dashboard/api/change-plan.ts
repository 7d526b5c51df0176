import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanChoiceInput } from '@commons/core/membership/checkout-schema';
import { apiRequest } from '../../../lib/api.ts';
import { currentMemberKey } from '../../auth/api/current-member.ts';
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
      // The member's tier may have changed with it.
      await queryClient.invalidateQueries({ queryKey: currentMemberKey() });
    },
  });
}
