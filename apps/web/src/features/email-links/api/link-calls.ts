import {
  newsletterConfirmApiPath,
  newsletterUnsubscribeApiPath,
} from '@commons/core/newsletter/newsletter-links';
import { emailChangeUndoApiPath } from '@commons/core/profile/email-change-links';
import { apiRequest } from '../../../lib/api.ts';

const withToken = (path: string, token: string) => `${path}?${new URLSearchParams({ token })}`;

/** POST /api/newsletter/confirm?token=: the address joins the newsletter. */
export const confirmNewsletter = (token: string): Promise<void> =>
  apiRequest('POST', withToken(newsletterConfirmApiPath, token));

/** POST /api/newsletter/unsubscribe?token=: the address leaves the newsletter. */
export const unsubscribeFromNewsletter = (token: string): Promise<void> =>
  apiRequest('POST', withToken(newsletterUnsubscribeApiPath, token));

/** POST /api/email-change/undo?token=: the account's address as restored. */
export const undoEmailChange = (token: string): Promise<{ email: string }> =>
  apiRequest('POST', withToken(emailChangeUndoApiPath, token));
