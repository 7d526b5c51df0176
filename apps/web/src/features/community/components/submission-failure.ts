import { ApiError } from '../../../lib/api.ts';
import type { ToastMessage } from '../../../lib/toast.tsx';

/** Spec section 8: 'Submission Failed' with the server's message, or 'Please try again later.' */
export function submissionFailedToast(error: unknown): ToastMessage {
  const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
  return {
    title: 'Submission Failed',
    description: serverMessage ?? 'Please try again later.',
    variant: 'error',
  };
}
