/** What a toast says and the spec's timing and swipe rules, shared by the provider and its view. */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'success' | 'error' | 'info';
}

/** Spec section 9: one toast at a time, shown for 5000 ms; a new toast replaces the current one. */
export const toastDurationMs = 5000;

/** Spec section 9: a swipe to the right of more than 50 px dismisses the toast. */
export const swipeDismissThresholdPx = 50;
