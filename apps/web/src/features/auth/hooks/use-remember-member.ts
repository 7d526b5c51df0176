import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SerializedMember } from '../../../lib/member.ts';
import { clearStoredMember, storeMember } from '../../../lib/stored-member.ts';
import { currentMemberKey } from '../api/current-member.ts';

/** Keeps a member the server just answered with as the signed-in one (display copy and cache). */
export function useRememberMember(): (member: SerializedMember) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (member) => {
      storeMember(member);
      queryClient.setQueryData(currentMemberKey(), member);
    },
    [queryClient],
  );
}

/** Forgets the signed-in member once the server ended the session (the account was closed). */
export function useForgetMember(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearStoredMember();
    queryClient.setQueryData(currentMemberKey(), null);
  }, [queryClient]);
}
