import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

/** POST /api/me/email-change-code: a code that approves an e-mail change goes to the current address (202). */
export async function requestEmailChangeCode(): Promise<void> {
  await apiRequest('POST', '/api/me/email-change-code');
}

export function useRequestEmailChangeCode() {
  return useMutation({ mutationFn: requestEmailChangeCode });
}
