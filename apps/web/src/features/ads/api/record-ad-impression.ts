import { apiRequest } from '../../../lib/api.ts';

/** POST /api/ads/{id}/impression: sent once when an ad is actually seen. */
export const recordAdImpression = (adId: string) =>
  apiRequest<void>('POST', `/api/ads/${encodeURIComponent(adId)}/impression`);
