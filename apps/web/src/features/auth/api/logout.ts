import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { clearStoredMember } from '../../../lib/stored-member.ts';
import { currentMemberKey } from './current-member.ts';

/** POST /api/auth/logout: ends the session and clears the cookie. */
export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}

/** Logs out; the display copy goes whatever the server says, so the browser never looks signed in. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearStoredMember();
      queryClient.setQueryData(currentMemberKey(), null);
    },
  });
}
