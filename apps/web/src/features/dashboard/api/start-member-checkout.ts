import { useMutation } from '@tanstack/react-query';
import type { PlanChoiceInput } from '@commons/core/membership/checkout-schema';
import { apiRequest } from '../../../lib/api.ts';

/** POST /api/billing/checkout { tier, planType }: where to send the browser to pay. */
export const startMemberCheckout = (plan: PlanChoiceInput) =>
  apiRequest<{ url: string; sessionId: string }>('POST', '/api/billing/checkout', plan);

export function useStartMemberCheckout() {
  return useMutation({ mutationFn: startMemberCheckout });
}
