/** Tells the member their password changed, so a change they did not make does not go unnoticed. */
import type { EmailContent } from './email-content.ts';

export interface PasswordChangedEmailContent {
  firstName: string;
  signInCodeUrl: string;
}

export function passwordChangedEmail(content: PasswordChangedEmailContent): EmailContent {
  const { firstName, signInCodeUrl } = content;
  return {
    subject: 'Your password was changed',
    blocks: [
      { kind: 'text', text: `Hello ${firstName},` },
      {
        kind: 'text',
        text: 'The password of your account was just changed, and every other signed-in device was signed out.',
      },
      {
        kind: 'text',
        text: 'If you did not do this, sign in with a code sent to this address, choose a new password at once and contact support.',
      },
      { kind: 'button', label: 'Sign in with a code', url: signInCodeUrl },
    ],
  };
}
