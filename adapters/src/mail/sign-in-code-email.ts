/** The sign-in code e-mail (also the forgot-password path). The code leads the subject, as in the verification mail. */
import type { EmailContent } from './email-content.ts';

export interface SignInCodeEmailContent {
  firstName: string;
  code: string;
  validForMinutes: number;
  signInUrl: string;
}

export function signInCodeEmail(content: SignInCodeEmailContent): EmailContent {
  const { firstName, code, validForMinutes, signInUrl } = content;
  return {
    subject: `${code} is your sign-in code`,
    blocks: [
      { kind: 'text', text: `Hello ${firstName},` },
      { kind: 'text', text: 'Your sign-in code is:' },
      { kind: 'code', code },
      {
        kind: 'text',
        text: `Enter it on the sign-in page within ${validForMinutes} minutes. It works once.`,
      },
      { kind: 'button', label: 'Open the sign-in page', url: signInUrl },
      {
        kind: 'note',
        text: 'If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without the code.',
      },
    ],
  };
}
