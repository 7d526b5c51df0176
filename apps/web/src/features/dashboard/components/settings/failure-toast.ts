import type { FailureWords } from '../../../../lib/use-submit-with-toast.ts';
import { settingsText } from '../../content.ts';

/** The settings' failure words: '<Action> Failed' with the server's words, or these. */
export function settingsFailure(title: string): FailureWords {
  return { title, fallback: settingsText.toasts.fallback, offline: settingsText.toasts.offline };
}
