/** The newsletter's links, shared by the mails and the HTTP routes that answer them. */
export const newsletterConfirmPath = '/api/newsletter/confirm';
export const newsletterUnsubscribePath = '/api/newsletter/unsubscribe';

export const newsletterLink = (publicUrl: string, path: string, token: string): string =>
  `${publicUrl}${path}?token=${encodeURIComponent(token)}`;
