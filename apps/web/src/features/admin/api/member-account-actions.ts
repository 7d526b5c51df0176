import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { adminMembersKey } from './admin-users.ts';

const memberPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

/** POST /api/admin/users/:id/resend-verification: a new code to an unverified member. */
export const resendUserVerification = (id: string) =>
  apiRequest<void>('POST', `${memberPath(id)}/resend-verification`);

/** POST /api/admin/users/:id/sign-in-code: mails the member a sign-in code. */
export const sendUserSignInCode = (id: string) => apiRequest<void>('POST', `${memberPath(id)}/sign-in-code`);

/** POST /api/admin/users/:id/sign-out: ends every session of the member. */
export const signUserOutEverywhere = (id: string) =>
  apiRequest<{ endedSessions: number }>('POST', `${memberPath(id)}/sign-out`);

/** Each action is recorded in the member's history, so the detail is refetched after it. */
function useMemberAction<R>(action: (id: string) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMembersKey() }),
  });
}

export const useResendUserVerification = () => useMemberAction(resendUserVerification);
export const useSignUserOutEverywhere = () => useMemberAction(signUserOutEverywhere);
export const useSendUserSignInCode = () => useMemberAction(sendUserSignInCode);
