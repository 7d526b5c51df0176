import type { MemberCodeInput } from '@commons/core/profile/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import type { SerializedMember } from '../../../lib/member.ts';
import { useRememberMember } from '../../auth/index.ts';

/** POST /api/me/email/verify: the member at the new address. */
export function confirmEmailChange(input: MemberCodeInput): Promise<SerializedMember> {
  return apiRequest<SerializedMember>('POST', '/api/me/email/verify', input);
}

export function useConfirmEmailChange() {
  const remember = useRememberMember();
  return useMutation({ mutationFn: confirmEmailChange, onSuccess: remember });
}
