import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdSlotId, AdView } from '@commons/core/ads/ad-campaign';
import { apiRequest } from '../../../lib/api.ts';

/**
 * Who the ad is for: the slot, and the member's tier, sector and country when known; on a public
 * page, the category of the article (or of the listing) it sits on.
 */
export interface AdTargeting {
  slot: AdSlotId;
  tier?: string | null | undefined;
  sector?: string | null | undefined;
  country?: string | null | undefined;
  category?: string | null | undefined;
}

/** GET /api/ad-slot answers `{ ad }`, or `{ ad: null }` when no campaign fits. */
export interface AdSlotAnswer {
  ad: AdView | null;
}

/** Spec section 9: ad data is cached 5 minutes. */
export const adCacheMs = 5 * 60 * 1000;

/** The call of spec section 7: tier, sector, country (and a public page's category) only when given. */
export function adSlotPath({ slot, tier, sector, country, category }: AdTargeting): string {
  const params = new URLSearchParams({ slot });
  for (const [name, value] of Object.entries({ tier, sector, country, category })) {
    if (value) params.set(name, value);
  }
  return `/api/ad-slot?${params.toString()}`;
}

export const fetchAdSlot = (targeting: AdTargeting) => apiRequest<AdSlotAnswer>('GET', adSlotPath(targeting));

export const adSlotKey = ({ slot, tier, sector, country, category }: AdTargeting) =>
  [
    'ads',
    'slot',
    slot,
    { tier: tier || null, sector: sector || null, country: country || null, category: category || null },
  ] as const;

/** One cache entry per slot and targeting, kept 5 minutes. */
export function adSlotQueryOptions(targeting: AdTargeting) {
  return queryOptions({
    queryKey: adSlotKey(targeting),
    queryFn: () => fetchAdSlot(targeting),
    staleTime: adCacheMs,
    gcTime: adCacheMs,
  });
}

/** `enabled: false` asks nothing (a server-rendered page asks once the browser runs it). */
export function useAdSlot(targeting: AdTargeting, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adSlotQueryOptions(targeting), enabled });
}
