import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
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

/** Puts the server's field messages (400 `fields`) under the fields they belong to. */
export function showServerFieldErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
): void {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const [name, message] of Object.entries(error.fields)) {
    setError(name as Path<V>, { type: 'server', message });
  }
}
