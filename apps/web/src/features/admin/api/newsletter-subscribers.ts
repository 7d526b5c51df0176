import type { SubscriberStatus } from '@commons/core/newsletter/subscriber';
import type { SubscriberListing } from '@commons/core/newsletter/subscriber-listing';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import type { Serialized } from '../../../lib/serialized.ts';

export type AdminSubscriber = Serialized<SubscriberListing>;

const subscriberKeys = {
  all: () => ['admin', 'newsletter-subscribers'] as const,
  search: (q: string, status: SubscriberStatus | '') => [...subscriberKeys.all(), q, status] as const,
};

/** The staff's CSV of the confirmed list (a download, not a fetch). */
export const subscribersCsvPath = '/api/admin/newsletter.csv';

/**
 * GET /api/admin/newsletter/subscribers?q=&status=: subscribers and newsletter members with their
 * source, newest first; every status when `status` is empty.
 */
export function useNewsletterSubscribers(q: string, status: SubscriberStatus | '') {
  const query = `q=${encodeURIComponent(q)}${status ? `&status=${status}` : ''}`;
  return useQuery({
    queryKey: subscriberKeys.search(q, status),
    queryFn: () => apiRequest<AdminSubscriber[]>('GET', `/api/admin/newsletter/subscribers?${query}`),
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
