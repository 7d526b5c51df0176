/** The notice to the old address that the account moved to another one. */
import type { EmailContent } from './email-content.ts';

export interface EmailChangedContent {
  firstName: string;
  newEmail: string;
  loginUrl: string;
}

export function emailChangedEmail({ firstName, newEmail, loginUrl }: EmailChangedContent): EmailContent {
  return {
    subject: 'Your email address was changed',
    blocks: [
      { kind: 'text', text: `Hello ${firstName},` },
      { kind: 'text', text: 'The email address of your account was changed. Messages now go to:' },
      { kind: 'facts', rows: [['New email address', newEmail]] },
      { kind: 'button', label: 'Sign in', url: loginUrl },
      {
        kind: 'note',
        text: 'If you did not make this change, please contact support at once: someone else may have access to your account.',
      },
    ],
  };
}
