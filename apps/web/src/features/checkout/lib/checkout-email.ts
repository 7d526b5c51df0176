/**
 * The e-mail of the checkout in progress, kept for this tab only while the browser is at the
 * payment page, so /payment-success can link to /verify-email?email= without putting the address
 * in the payment provider's return URL.
 */
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
