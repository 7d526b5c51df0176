import type { VerifyEmailInput } from '@commons/core/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import type { SerializedMember } from '../../../lib/member.ts';
import { useRememberMember } from '../hooks/use-remember-member.ts';

/** POST /api/auth/verify-email: the verified member, signed in with the session cookie. */
export function verifyEmail(input: VerifyEmailInput): Promise<SerializedMember> {
  return apiRequest<SerializedMember>('POST', '/api/auth/verify-email', input);
}

export function useVerifyEmail() {
  const remember = useRememberMember();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: remember,
  });
}
