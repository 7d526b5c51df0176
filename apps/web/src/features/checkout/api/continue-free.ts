import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

/** POST /api/checkout/free: the sign-up this browser made takes the free Explorer tier instead. */
export const continueFree = (request: { email: string }) =>
  apiRequest<{ email: string; membershipTier: string }>('POST', '/api/checkout/free', request);

export function useContinueFree() {
  return useMutation({ mutationFn: continueFree });
}
