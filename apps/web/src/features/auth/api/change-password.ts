import type { ChangePasswordInput } from '@commons/core/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import type { SerializedMember } from '../../../lib/member.ts';

/** PUT /api/auth/password: the member's new password; every other session ends. */
export function changePassword(input: ChangePasswordInput): Promise<SerializedMember> {
  return apiRequest<SerializedMember>('PUT', '/api/auth/password', input);
}

/** The caller remembers the member it answers with (the card that asks leaves once it does). */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
