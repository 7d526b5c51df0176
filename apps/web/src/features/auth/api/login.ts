import type { LoginInput } from '@commons/core/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import type { SerializedMember } from '../../../lib/member.ts';
import { useRememberMember } from '../hooks/use-remember-member.ts';

/** POST /api/auth/login: the member, with the session cookie set. */
export function login(credentials: LoginInput): Promise<SerializedMember> {
  return apiRequest<SerializedMember>('POST', '/api/auth/login', credentials);
}

export function useLogin() {
  const remember = useRememberMember();
  return useMutation({
    mutationFn: login,
    onSuccess: remember,
  });
}
