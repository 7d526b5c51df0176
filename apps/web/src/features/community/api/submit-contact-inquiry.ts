import { useMutation } from '@tanstack/react-query';
import type { ContactInquiryFields } from '@commons/core/community/schemas';
import { apiRequest } from '../../../lib/api.ts';
import type { SubmissionReceipt, WithHoneypot } from './submission.ts';

/** POST /api/contact: stores a contact inquiry. */
export const submitContactInquiry = (fields: WithHoneypot<ContactInquiryFields>) =>
  apiRequest<SubmissionReceipt>('POST', '/api/contact', fields);

export function useSubmitContactInquiry() {
  return useMutation({ mutationFn: submitContactInquiry });
}
