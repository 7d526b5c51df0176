import { useEffect } from 'react';
import { useStoredMember, type StoredMember } from '../../../lib/stored-member.ts';
import { useCurrentMember } from '../api/current-member.ts';
import { useRememberMember } from './use-remember-member.ts';

export interface SessionMember {
  /** The stored copy, or the server's answer when there was none; null when nobody is signed in. */
  member: StoredMember | null;
  /** The server is being asked (there was no stored copy): not yet a reason to send anyone away. */
  checking: boolean;
}

/**
 * The signed-in member of a page only members see. The stored copy answers at once; without one,
 * the server's session decides: a browser can keep the httpOnly session cookie and lose what
 * scripts stored (Safari clears it after seven days without a visit), and such a member is still
 * signed in. The member the server names is remembered, so the rest of the site shows them too.
 */
export function useSessionMember(): SessionMember {
  const stored = useStoredMember();
  const remember = useRememberMember();
  const session = useCurrentMember(stored === null);
  const found = stored === null ? session.data : undefined;
  useEffect(() => {
    if (found) remember(found);
  }, [found, remember]);
  if (stored) return { member: stored, checking: false };
  return { member: found ?? null, checking: session.isPending };
}
