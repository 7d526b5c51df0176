import type { SubscriberListing } from '@commons/core/newsletter/search-newsletter-subscribers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import type { Serialized } from '../../../lib/serialized.ts';

export type AdminSubscriber = Serialized<SubscriberListing>;

const subscriberKeys = {
  all: () => ['admin', 'newsletter-subscribers'] as const,
  search: (q: string) => [...subscriberKeys.all(), q] as const,
};

/** The staff's CSV of the confirmed list (a download, not a fetch). */
export const subscribersCsvPath = '/api/admin/newsletter.csv';

/** GET /api/admin/newsletter/subscribers?q=: pending and confirmed addresses, newest first. */
export function useNewsletterSubscribers(q: string) {
  return useQuery({
    queryKey: subscriberKeys.search(q),
    queryFn: () =>
      apiRequest<AdminSubscriber[]>('GET', `/api/admin/newsletter/subscribers?q=${encodeURIComponent(q)}`),
    placeholderData: keepPreviousData,
  });
}

/** DELETE /api/admin/newsletter/subscribers/:email. */
export function useRemoveSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<void>('DELETE', `/api/admin/newsletter/subscribers/${encodeURIComponent(email)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriberKeys.all() }),
  });
}
