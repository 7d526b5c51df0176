/**
 * The e-mail (and name) of the checkout in progress, kept for this tab only while the browser is
 * at the payment page, so /payment-success can link to /verify-email?email= and the sign-up page,
 * when the payment is cancelled, can start it again, without putting the address in the payment
 * provider's return URL.
 */
import { useSyncExternalStore } from 'react';

const storageKey = 'commons.checkout-email';
const nameKey = 'commons.checkout-name';

export function rememberCheckoutEmail(email: string, name: string): void {
  try {
    sessionStorage.setItem(storageKey, email);
    sessionStorage.setItem(nameKey, name);
  } catch {
    // Storage may be disabled; the success page then just links to /verify-email without it.
  }
}

const remembered = (key: string) => (): string | null => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};

export const checkoutEmail = remembered(storageKey);
const checkoutName = remembered(nameKey);

const noChanges = () => () => {};

/**
 * The remembered e-mail, read after hydration: the server cannot see this tab's storage, so the
 * first render (server and hydration) has none, and the browser's value follows at once.
 */
export function useCheckoutEmail(): string | null {
  return useSyncExternalStore(noChanges, checkoutEmail, () => null);
}

/** Who is paying, as the checkout was started in this tab (read after hydration); null if unknown. */
export function useCheckoutPayer(): { email: string; name: string } | null {
  const email = useCheckoutEmail();
  const name = useSyncExternalStore(noChanges, checkoutName, () => null);
  return email && name ? { email, name } : null;
}
