import { apiRequest } from '../../../lib/api.ts';

/** POST /api/ads/{id}/click with the ad's view token: sent before the click URL opens. */
export const recordAdClick = (adId: string, viewToken: string) =>
  apiRequest<void>('POST', `/api/ads/${encodeURIComponent(adId)}/click`, { viewToken });
