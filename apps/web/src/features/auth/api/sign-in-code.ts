import type { RequestSignInCodeInput, SignInWithCodeInput } from '@commons/core/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import type { SerializedMember } from '../../../lib/member.ts';
import { useRememberMember } from '../hooks/use-remember-member.ts';

/** POST /api/auth/sign-in-code: mails a code when the address has an account (202 either way). */
export function requestSignInCode(input: RequestSignInCodeInput): Promise<unknown> {
  return apiRequest('POST', '/api/auth/sign-in-code', input);
}

export function useRequestSignInCode() {
  return useMutation({ mutationFn: requestSignInCode });
}

/** POST /api/auth/sign-in-code/verify: the member, signed in with the session cookie. */
export function signInWithCode(input: SignInWithCodeInput): Promise<SerializedMember> {
  return apiRequest<SerializedMember>('POST', '/api/auth/sign-in-code/verify', input);
}

export function useSignInWithCode() {
  const remember = useRememberMember();
  return useMutation({
    mutationFn: signInWithCode,
    onSuccess: remember,
  });
}
