import type { VerifyEmailInput } from '@commons/core/accounts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { currentMemberKey } from './current-member.ts';
import type { SerializedMember } from '../../../lib/member.ts';

/** POST /api/auth/verify-email: the verified member, signed in with the session cookie. */
export function verifyEmail(input: VerifyEmailInput): Promise<SerializedMember> {
  return apiRequest<SerializedMember>('POST', '/api/auth/verify-email', input);
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (member) => queryClient.setQueryData(currentMemberKey(), member),
  });
}
