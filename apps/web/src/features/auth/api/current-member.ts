import { queryOptions } from '@tanstack/react-query';
import { apiRequest, ApiError } from '../../../lib/api.ts';
import type { MemberResponse } from './member-response.ts';

export const currentMemberQueryKey = ['/api/auth/me'] as const;

/** GET /api/auth/me: the signed-in member, or null when the session is missing or over (401). */
export async function fetchCurrentMember(): Promise<MemberResponse | null> {
  try {
    return await apiRequest<MemberResponse>('GET', '/api/auth/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentMemberQuery = queryOptions({
  queryKey: currentMemberQueryKey,
  queryFn: fetchCurrentMember,
});
