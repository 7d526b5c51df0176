import { useMutation } from '@tanstack/react-query';
import type {
  ContactInquiryFields,
  F100ApplicationFields,
  PartnershipInquiryFields,
} from '@commons/core/community/schemas';
import { apiRequest } from '../../../lib/api.ts';

/** What the server answers for a stored submission. */
export interface SubmissionReceipt {
  id: string;
}

/** The honeypot travels with every form so the server can tell bots apart. */
type WithHoneypot<F> = F & { website?: string | undefined };

export const submitF100Application = (application: WithHoneypot<F100ApplicationFields>) =>
  apiRequest<SubmissionReceipt>('POST', '/api/f100', application);

export const submitPartnershipInquiry = (inquiry: WithHoneypot<PartnershipInquiryFields>) =>
  apiRequest<SubmissionReceipt>('POST', '/api/partnership', inquiry);

export const submitContactInquiry = (inquiry: WithHoneypot<ContactInquiryFields>) =>
  apiRequest<SubmissionReceipt>('POST', '/api/contact', inquiry);

export function useSubmitF100Application() {
  return useMutation({ mutationFn: submitF100Application });
}

export function useSubmitPartnershipInquiry() {
  return useMutation({ mutationFn: submitPartnershipInquiry });
}

export function useSubmitContactInquiry() {
  return useMutation({ mutationFn: submitContactInquiry });
}
