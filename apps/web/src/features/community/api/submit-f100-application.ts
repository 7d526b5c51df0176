import { useMutation } from '@tanstack/react-query';
import type { F100ApplicationFields } from '@commons/core/community/schemas';
import { apiRequest } from '../../../lib/api.ts';
import type { SubmissionReceipt, WithHoneypot } from './submission.ts';

/** POST /api/f100: stores an F100 application. */
export const submitF100Application = (fields: WithHoneypot<F100ApplicationFields>) =>
  apiRequest<SubmissionReceipt>('POST', '/api/f100', fields);

export function useSubmitF100Application() {
  return useMutation({ mutationFn: submitF100Application });
}
