/**
 * The e-mail of the checkout in progress, kept for this tab only while the browser is at the
 * payment page, so /payment-success can link to /verify-email?email= without putting the address
 * in the payment provider's return URL.
 */
import { useSyncExternalStore } from 'react';

const storageKey = 'commons.checkout-email';

export function rememberCheckoutEmail(email: string): void {
  try {
    sessionStorage.setItem(storageKey, email);
  } catch {
    // Storage may be disabled; the success page then just links to /verify-email without it.
  }
}

export function checkoutEmail(): string | null {
  try {
    return sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

const noChanges = () => () => {};

/**
 * The remembered e-mail, read after hydration: the server cannot see this tab's storage, so the
 * first render (server and hydration) has none, and the browser's value follows at once.
 */
export function useCheckoutEmail(): string | null {
  return useSyncExternalStore(noChanges, checkoutEmail, () => null);
}
