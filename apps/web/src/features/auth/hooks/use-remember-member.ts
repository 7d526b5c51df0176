import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SerializedMember } from '../../../lib/member.ts';
import {
  clearStoredMember,
  getStoredMember,
  storeMember,
  type StoredMember,
} from '../../../lib/stored-member.ts';
import { articleKeys, storedReader } from '../../knowledge/index.ts';
import { currentMemberKey } from '../api/current-member.ts';

/**
 * Who reads articles as the member: a visitor, an account not yet in good standing (its call to
 * action differs), or a member in good standing with their tier, or staff.
 */
const readerKey = (member: StoredMember | null) => {
  if (!member) return 'visitor';
  const reader = storedReader(member);
  if (!reader) return 'signed-in';
  return reader.staff ? 'staff' : `member:${reader.tier}`;
};

/**
 * Writes the server's latest word on who is signed in. A GET /api/auth/me sent before that word
 * (the refresh on load) may land after it and would write the older answer back, bringing a member
 * back after logout or dropping one after login: cancelling it drops that answer, and at once.
 */
function useSetCurrentMember(): (member: SerializedMember | null) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (member) => {
      void queryClient.cancelQueries({ queryKey: currentMemberKey() });
      const readerBefore = readerKey(getStoredMember());
      if (member) storeMember(member);
      else clearStoredMember();
      queryClient.setQueryData(currentMemberKey(), member);
      // Articles were read for the previous reader (whole or only their preview): read them again.
      if (readerKey(member) !== readerBefore) queryClient.removeQueries({ queryKey: articleKeys.all() });
    },
    [queryClient],
  );
}

/** Keeps a member the server just answered with as the signed-in one (display copy and cache). */
export function useRememberMember(): (member: SerializedMember) => void {
  return useSetCurrentMember();
}

/** Forgets the signed-in member once the server ended the session (logout, the account was closed). */
export function useForgetMember(): () => void {
  const setCurrentMember = useSetCurrentMember();
  return useCallback(() => setCurrentMember(null), [setCurrentMember]);
}
