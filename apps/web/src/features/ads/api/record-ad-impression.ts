import { apiRequest } from '../../../lib/api.ts';

/** POST /api/ads/{id}/impression with the ad's view token: sent once when an ad is actually seen. */
export const recordAdImpression = (adId: string, viewToken: string) =>
  apiRequest<void>('POST', `/api/ads/${encodeURIComponent(adId)}/impression`, { viewToken });
