/** The newsletter's links on the site, shared by the mails (adapter) and the routes that answer them (driver). */
export const newsletterConfirmPath = '/api/newsletter/confirm';
export const newsletterUnsubscribePath = '/api/newsletter/unsubscribe';
