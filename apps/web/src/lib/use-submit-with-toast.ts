import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError, isNetworkError } from './api.ts';
import { showServerFieldErrors } from './form.tsx';
import { useToast, type ToastMessage } from './toast.tsx';

/** The words of a failed action's toast, in the spec's style ('<Action> Failed' and why). */
export interface FailureWords {
  title: string;
  /** When the server answered without words of its own. */
  fallback: string;
  /** When no answer came at all; with its own title where the spec gives one ('Error'). */
  offline: string | ToastMessage;
}

/** The toast of a failed action: the server's words when it gave some, else the fallback's. */
export function failureToast(error: unknown, words: FailureWords): ToastMessage {
  if (isNetworkError(error)) {
    return typeof words.offline === 'string'
      ? { title: words.title, description: words.offline, variant: 'error' }
      : { variant: 'error', ...words.offline };
  }
  const description = (error instanceof ApiError && error.serverMessage) || words.fallback;
  return { title: words.title, description, variant: 'error' };
}

/** The part of a react-query mutation the hook calls: `mutate` with per-call callbacks. */
interface Mutation<I, R> {
  mutate: (
    input: I,
    callbacks: { onSuccess: (result: R) => void; onError: (error: unknown) => void },
  ) => void;
}

interface SubmitWithToastOptions<I, R, V extends FieldValues> {
  mutation: Mutation<I, R>;
  /** Where the server's field messages (a 400's `fields`) are shown: the submitted form's. */
  setError?: UseFormSetError<V>;
  /** Runs after success (reset the form, move on) and returns the toast to show, if any. */
  onSuccess: (result: R, input: I) => ToastMessage | undefined;
  failure: FailureWords;
  /** Runs after a failure, before the toast (clear a used code). */
  onError?: (error: unknown) => void;
}

/**
 * A form's submit handler for one mutation: on success the caller's follow-up and its toast; on
 * failure the server's field messages under their fields and a failure toast in words. One place
 * for what the settings panels and the code forms all do.
 */
export function useSubmitWithToast<I, R, V extends FieldValues = FieldValues>(
  options: SubmitWithToastOptions<I, R, V>,
): (input: I) => void {
  const toast = useToast();
  const { mutation, setError, onSuccess, failure, onError } = options;
  return (input) =>
    mutation.mutate(input, {
      onSuccess: (result) => {
        const message = onSuccess(result, input);
        if (message) toast(message);
      },
      onError: (error) => {
        if (setError) showServerFieldErrors(error, setError);
        onError?.(error);
        toast(failureToast(error, failure));
      },
    });
}
