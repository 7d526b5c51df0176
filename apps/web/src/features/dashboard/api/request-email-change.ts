import type { EmailChangeInput } from '@commons/core/profile/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

/** POST /api/me/email: with the password or an approval code, a code goes to the new address (202). */
export async function requestEmailChange(input: EmailChangeInput): Promise<void> {
  await apiRequest('POST', '/api/me/email', input);
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
