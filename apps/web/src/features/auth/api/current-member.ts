import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, ApiError } from '../../../lib/api.ts';
import type { SerializedMember } from '../../../lib/member.ts';

/** The cache key of the signed-in member; login, verification and logout write it. */
export const currentMemberKey = () => ['auth', 'current-member'] as const;

/** GET /api/auth/me: the signed-in member, or null when the session is missing or over (401). */
export async function fetchCurrentMember(): Promise<SerializedMember | null> {
  try {
    return await apiRequest<SerializedMember>('GET', '/api/auth/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentMemberQuery = () =>
  queryOptions({ queryKey: currentMemberKey(), queryFn: fetchCurrentMember });

/** The signed-in member from the server; `enabled` false while nobody looks signed in. */
export function useCurrentMember(enabled: boolean) {
  return useQuery({ ...currentMemberQuery(), enabled });
}
