import { apiRequest } from '../../../lib/api.ts';

/** POST /api/ads/{id}/impression: sent once when an ad is actually seen. */
export const recordAdImpression = (adId: string) =>
  apiRequest<void>('POST', `/api/ads/${encodeURIComponent(adId)}/impression`);

/** POST /api/ads/{id}/click: sent before the click URL opens. */
export const recordAdClick = (adId: string) =>
  apiRequest<void>('POST', `/api/ads/${encodeURIComponent(adId)}/click`);

/** Spec section 7: ad logging failures are only logged, never shown. */
export function logAdEventFailure(event: 'impression' | 'click', adId: string, error: unknown): void {
  console.error(`Could not record the ad ${event} of ${adId}`, error);
}
