/**
 * The newsletter's links, shared by the mails (adapter), the pages they open (web) and the routes
 * that answer them (driver). A mailed link opens a page of the site whose button calls the API, so
 * a mail scanner that follows the link changes nothing. The unsubscribe link is also the mails'
 * List-Unsubscribe link: the server takes the RFC 8058 one-click POST at the page's path.
 */
export const newsletterConfirmPath = '/newsletter/confirm';
export const newsletterUnsubscribePath = '/newsletter/unsubscribe';

/** The calls the pages' buttons make; their GET leads to the page (mails sent before the pages). */
export const newsletterConfirmApiPath = '/api/newsletter/confirm';
export const newsletterUnsubscribeApiPath = '/api/newsletter/unsubscribe';
