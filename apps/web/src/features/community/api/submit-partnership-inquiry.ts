import { useMutation } from '@tanstack/react-query';
import type { PartnershipInquiryFields } from '@commons/core/community/schemas';
import { apiRequest } from '../../../lib/api.ts';
import type { SubmissionReceipt, WithHoneypot } from './submission.ts';

/** POST /api/partnership: stores a partnership inquiry. */
export const submitPartnershipInquiry = (fields: WithHoneypot<PartnershipInquiryFields>) =>
  apiRequest<SubmissionReceipt>('POST', '/api/partnership', fields);

export function useSubmitPartnershipInquiry() {
  return useMutation({ mutationFn: submitPartnershipInquiry });
}
