import type { VerifyEmailInput } from '@commons/core/accounts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { currentMemberQueryKey } from './current-member.ts';
import type { MemberResponse } from './member-response.ts';

/** POST /api/auth/verify-email: the verified member, signed in with the session cookie. */
export function verifyEmail(input: VerifyEmailInput): Promise<MemberResponse> {
  return apiRequest<MemberResponse>('POST', '/api/auth/verify-email', input);
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (member) => queryClient.setQueryData(currentMemberQueryKey, member),
  });
}
