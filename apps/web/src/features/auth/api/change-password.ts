import type { ChangePasswordInput } from '@commons/core/accounts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import type { SerializedMember } from '../../../lib/member.ts';
import { currentMemberKey } from './current-member.ts';

/** PUT /api/auth/password: the member's new password; every other session ends. */
export function changePassword(input: ChangePasswordInput): Promise<SerializedMember> {
  return apiRequest<SerializedMember>('PUT', '/api/auth/password', input);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (member) => queryClient.setQueryData(currentMemberKey(), member),
  });
}
