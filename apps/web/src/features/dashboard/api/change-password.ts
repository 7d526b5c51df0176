import type { PasswordChange } from '@commons/core/profile/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

/** PUT /api/auth/password {currentPassword?, newPassword} (the accounts endpoint). */
export async function changePassword(change: PasswordChange): Promise<void> {
  await apiRequest('PUT', '/api/auth/password', change);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
