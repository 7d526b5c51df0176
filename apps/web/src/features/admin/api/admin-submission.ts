import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@commons/core/audit/audit-log';
import type { SubmissionDetail } from '@commons/core/community/get-submission';
import { apiRequest } from '../../../lib/api.ts';
import type { Serialized } from '../../../lib/serialized.ts';
import { adminSubmissionsKey } from './admin-submissions.ts';

export type SerializedSubmissionDetail = Serialized<Omit<SubmissionDetail, 'notes' | 'history'>> & {
  notes: Serialized<SubmissionDetail['notes'][number]>[];
  history: Serialized<AuditEntry>[];
};

/** GET /api/admin/submissions/:id: the form, the staff's notes and the changes. */
export const fetchAdminSubmission = (id: string) =>
  apiRequest<SerializedSubmissionDetail>('GET', `/api/admin/submissions/${encodeURIComponent(id)}`);

export function useAdminSubmission(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...adminSubmissionsKey(), 'detail', id],
      queryFn: () => fetchAdminSubmission(id!),
      enabled: id !== null,
    }),
  );
}
