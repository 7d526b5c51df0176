import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmissionState } from '@commons/core/community/submission-inbox';
import { apiRequest } from '../../../lib/api.ts';
import type { SerializedSubmissionDetail } from './admin-submission.ts';
import { adminSubmissionsKey } from './admin-submissions.ts';
import { adminAuditKey } from './audit-entries.ts';

export interface SubmissionReview {
  id: string;
  state?: SubmissionState;
  note?: string;
}

/** PATCH /api/admin/submissions/:id with a new state and/or a note. */
export const reviewSubmission = ({ id, ...review }: SubmissionReview) =>
  apiRequest<SerializedSubmissionDetail>('PATCH', `/api/admin/submissions/${encodeURIComponent(id)}`, review);

/** Reviews a submission, then refetches the inbox and the audit log whatever the answer. */
export function useReviewSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewSubmission,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminSubmissionsKey() });
      await queryClient.invalidateQueries({ queryKey: adminAuditKey() });
    },
  });
}
