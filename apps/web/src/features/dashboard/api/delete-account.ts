import type { DeleteAccountInput } from '@commons/core/profile/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

/** DELETE /api/me {password} or {code}: the account is closed and the session ends (204). */
export async function deleteAccount(proof: DeleteAccountInput): Promise<void> {
  await apiRequest('DELETE', '/api/me', proof);
}

/** The caller forgets the member once it has left the dashboard (see DashboardPage). */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
