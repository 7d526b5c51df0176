import { useMutation } from '@tanstack/react-query';
import type { SignUp } from '@commons/core/accounts/schemas';
import { apiRequest } from '../../../lib/api.ts';

/** Spec section 7: the sign-up fields plus tier and the initial statuses (the server decides them). */
export interface RegistrationRequest extends SignUp {
  membershipStatus: 'pending';
  paymentStatus: 'paid' | 'unpaid';
}

export interface RegisteredMember {
  id: string;
  email: string;
  /** When the code mailed at sign-up expires (ISO time): /verify-email counts down to it. */
  codeExpiresAt: string;
}

export const registerMember = (request: RegistrationRequest) =>
  apiRequest<RegisteredMember>('POST', '/api/users', request);

export function useRegisterMember() {
  return useMutation({ mutationFn: registerMember });
}
