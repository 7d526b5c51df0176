import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

/** POST /api/me/deletion-code: a code that confirms closing the account goes to the member (202). */
export async function requestDeletionCode(): Promise<void> {
  await apiRequest('POST', '/api/me/deletion-code');
}

export function useRequestDeletionCode() {
  return useMutation({ mutationFn: requestDeletionCode });
}
