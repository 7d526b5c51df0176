import type { LoginInput } from '@commons/core/accounts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { currentMemberKey } from './current-member.ts';
import type { SerializedMember } from '../../../lib/member.ts';

/** POST /api/auth/login: the member, with the session cookie set. */
export function login(credentials: LoginInput): Promise<SerializedMember> {
  return apiRequest<SerializedMember>('POST', '/api/auth/login', credentials);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (member) => queryClient.setQueryData(currentMemberKey(), member),
  });
}
