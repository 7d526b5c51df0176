/** Leaves the site for the payment page (a full navigation: it may be another origin). */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}
