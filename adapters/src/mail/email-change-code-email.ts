/** The code that confirms a new e-mail address, sent to that address. The code leads the subject. */
import type { EmailContent } from './email-content.ts';

export interface EmailChangeCodeContent {
  firstName: string;
  code: string;
  validForMinutes: number;
}

export function emailChangeCodeEmail({
  firstName,
  code,
  validForMinutes,
}: EmailChangeCodeContent): EmailContent {
  return {
    subject: `${code} is your code to confirm your new email address`,
    blocks: [
      { kind: 'text', text: `Hello ${firstName},` },
      { kind: 'text', text: 'To make this your account’s email address, enter this code in your settings:' },
      { kind: 'code', code },
      { kind: 'text', text: `It is valid for ${validForMinutes} minutes.` },
      { kind: 'note', text: 'If you did not ask to change your email address, you can ignore this e-mail.' },
    ],
  };
}
