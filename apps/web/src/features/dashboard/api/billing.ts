import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentView, SubscriptionView } from '@commons/core/membership/billing-overview';
import { apiRequest } from '../../../lib/api.ts';
import type { Serialized } from '../../../lib/serialized.ts';

export type SerializedBilling = {
  subscription: Serialized<SubscriptionView> | null;
  payments: Serialized<PaymentView>[];
};

/** The cache key of the member's billing; cancel and resume write it. */
export const billingKey = () => ['billing', 'overview'] as const;

/** GET /api/billing: the current subscription (or null) and the payments. */
export const fetchBilling = () => apiRequest<SerializedBilling>('GET', '/api/billing');

export const billingQuery = () => queryOptions({ queryKey: billingKey(), queryFn: fetchBilling });

/** `enabled` false while nobody looks signed in. */
export function useBilling(enabled: boolean) {
  return useQuery({ ...billingQuery(), enabled });
}
