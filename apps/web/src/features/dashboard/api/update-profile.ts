import type { ProfileChanges } from '@commons/core/profile/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import type { SerializedMember } from '../../../lib/member.ts';
import { useRememberMember } from '../../auth/index.ts';

/** PATCH /api/me: the member with the new profile or newsletter choice. */
export function updateProfile(profile: ProfileChanges): Promise<SerializedMember> {
  return apiRequest<SerializedMember>('PATCH', '/api/me', profile);
}

export function useUpdateProfile() {
  const remember = useRememberMember();
  return useMutation({ mutationFn: updateProfile, onSuccess: remember });
}
