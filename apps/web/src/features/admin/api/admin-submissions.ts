import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  SubmissionState,
  SubmissionSummary,
  SubmissionType,
} from '@commons/core/community/submission-inbox';
import { apiPage } from '../../../lib/api.ts';
import type { Serialized } from '../../../lib/serialized.ts';

export type SerializedSubmission = Serialized<SubmissionSummary>;

export interface SubmissionListQuery {
  type: SubmissionType | 'all';
  state: SubmissionState | 'all';
  limit: number;
  offset: number;
}

/** Every key under it is inbox data: a review refetches them all. */
export const adminSubmissionsKey = () => ['admin', 'submissions'] as const;

/** The list's filters as a query string (also the CSV link's). */
export const submissionListSearch = ({ type, state, limit, offset }: Partial<SubmissionListQuery>) =>
  new URLSearchParams({
    ...(type && type !== 'all' ? { type } : {}),
    ...(state && state !== 'all' ? { state } : {}),
    ...(limit ? { limit: String(limit) } : {}),
    ...(offset ? { offset: String(offset) } : {}),
  }).toString();

/** GET /api/admin/submissions?type&state&limit&offset: one page and the total of all matches. */
export const fetchAdminSubmissions = (query: SubmissionListQuery) =>
  apiPage<SerializedSubmission>(`/api/admin/submissions?${submissionListSearch(query)}`);

export function useAdminSubmissions(query: SubmissionListQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...adminSubmissionsKey(), 'list', query],
      queryFn: () => fetchAdminSubmissions(query),
      placeholderData: keepPreviousData,
    }),
  );
}
