import { useEffect } from 'react';
import { clearStoredMember, storeMember, useStoredMember } from '../../../lib/stored-member.ts';
import { useCurrentMember } from '../api/current-member.ts';

/**
 * Keeps localStorage['user'] (the display copy) in line with the server's session: when the app
 * loads with a stored member it is refreshed from GET /api/auth/me, and removed when the server
 * says there is no session (401). A network failure leaves the copy as it is. Visitors with no
 * stored member cause no call (and no 401 in the console). Mounted once, in the site layout.
 */
export function AuthSync() {
  const signedIn = useStoredMember() !== null;
  const { data, isSuccess } = useCurrentMember(signedIn);
  useEffect(() => {
    if (!isSuccess) return;
    if (data) storeMember(data);
    else clearStoredMember();
  }, [data, isSuccess]);
  return null;
}
