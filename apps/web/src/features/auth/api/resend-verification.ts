import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

/** The answer of POST /api/auth/resend-verification: when the new code expires (ISO time). */
export interface ResentCode {
  codeExpiresAt: string;
}

/** POST /api/auth/resend-verification: the same answer whether or not the address has an account. */
export function resendVerification(email: string): Promise<ResentCode> {
  return apiRequest<ResentCode>('POST', '/api/auth/resend-verification', { email });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
