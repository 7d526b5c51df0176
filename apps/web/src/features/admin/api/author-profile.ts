import type { AuthorProfile, AuthorProfileInput } from '@commons/core/authors/author';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

const profilePath = '/api/admin/staff/me/profile';
const authorProfileKey = () => ['admin', 'author-profile'] as const;

/** GET /api/admin/staff/me/profile: the signed-in staff member's byline as it shows today. */
export const fetchAuthorProfile = () => apiRequest<AuthorProfile>('GET', profilePath);

export const authorProfileQuery = () =>
  queryOptions({ queryKey: authorProfileKey(), queryFn: fetchAuthorProfile });

export function useAuthorProfile() {
  return useQuery(authorProfileQuery());
}

/** PATCH /api/admin/staff/me/profile: the saved profile, with its page's slug. */
export const saveAuthorProfile = (fields: AuthorProfileInput) =>
  apiRequest<AuthorProfile>('PATCH', profilePath, fields);

export function useSaveAuthorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAuthorProfile,
    onSuccess: (profile) => queryClient.setQueryData(authorProfileKey(), profile),
  });
}
