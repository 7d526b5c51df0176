import { apiRequest } from '../../../lib/api.ts';

/** POST /api/ads/{id}/click: sent before the click URL opens. */
export const recordAdClick = (adId: string) =>
  apiRequest<void>('POST', `/api/ads/${encodeURIComponent(adId)}/click`);
