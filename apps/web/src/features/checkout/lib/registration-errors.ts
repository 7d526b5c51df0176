import { checkoutMessages } from '@commons/core/membership/checkout-schema';
import { ApiError, isNetworkError } from '../../../lib/api.ts';
import type { ToastMessage } from '../../../lib/toast.tsx';
import { checkoutToasts } from '../content.ts';

const failed = (description: string): ToastMessage => ({
  title: checkoutToasts.registrationFailed,
  description,
  variant: 'error',
});

/** True when the server refused the sign-up because the address is registered already. */
export function isEmailTaken(error: unknown): boolean {
  return error instanceof ApiError && /already exists/i.test(error.serverMessage ?? '');
}

/** Spec section 8: the toast for a failed POST /api/users. */
export function registrationFailedToast(error: unknown): ToastMessage {
  if (isEmailTaken(error)) return failed(checkoutToasts.emailTaken);
  if (error instanceof ApiError) return failed(checkoutToasts.accountFailed);
  return failed(checkoutToasts.fallback);
}

/** Spec section 8: the toast for a failed POST /api/checkout. */
export function checkoutFailedToast(error: unknown): ToastMessage {
  if (error instanceof ApiError && error.serverMessage === checkoutMessages.tier) {
    return { ...checkoutToasts.invalidTier, variant: 'error' };
  }
  if (isNetworkError(error)) return failed(checkoutToasts.fallback);
  return failed(checkoutToasts.checkoutFailed);
}
