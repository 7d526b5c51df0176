import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

/** POST /api/auth/resend-verification: only success or failure is read. */
export async function resendVerification(email: string): Promise<void> {
  await apiRequest('POST', '/api/auth/resend-verification', { email });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
