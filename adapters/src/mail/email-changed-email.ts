/**
 * The notice to the old address that the account moved to another one, with the link that undoes
 * the change (the link opens a page whose button confirms, so a mail scanner changes nothing). The
 * site's words come first; the account's name, which whoever holds a session can change, comes
 * after them, quoted.
 */
import type { EmailContent } from './email-content.ts';

export interface EmailChangedContent {
  firstName: string;
  newEmail: string;
  undoUrl: string;
  undoValidForDays: number;
}

export function emailChangedEmail({
  firstName,
  newEmail,
  undoUrl,
  undoValidForDays,
}: EmailChangedContent): EmailContent {
  return {
    subject: 'Your email address was changed',
    blocks: [
      { kind: 'text', text: 'The email address of your account was changed. Messages now go to:' },
      {
        kind: 'facts',
        rows: [
          ['New email address', newEmail],
          ['Name on the account', `“${firstName}”`],
        ],
      },
      {
        kind: 'text',
        text: `If you did not make this change, undo it within ${undoValidForDays} days: the account comes back to this address and every session of it ends. Then sign in and choose a new password.`,
      },
      { kind: 'button', label: 'Undo this change', url: undoUrl },
      {
        kind: 'note',
        text: 'If you made this change yourself, there is nothing to do. The link works once.',
      },
    ],
  };
}
