import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { useForgetMember } from '../hooks/use-remember-member.ts';

/** POST /api/auth/logout: ends the session and clears the cookie. */
export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}

/** Logs out; the display copy goes whatever the server says, so the browser never looks signed in. */
export function useLogout() {
  const forget = useForgetMember();
  return useMutation({ mutationFn: logout, onSettled: forget });
}
