import { ApiError, isNetworkError } from '../../../../lib/api.ts';
import type { ToastMessage } from '../../../../lib/toast.tsx';
import { settingsText } from '../../content.ts';

/** The spec's failure toast: '<Action> Failed' with the server's words, or words for no answer. */
export function failureToast(title: string, error: unknown): ToastMessage {
  const description = isNetworkError(error)
    ? settingsText.toasts.offline
    : (error instanceof ApiError && error.serverMessage) || settingsText.toasts.fallback;
  return { title, description, variant: 'error' };
}
