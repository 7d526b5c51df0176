/**
 * The code that confirms a new e-mail address, sent to that address. Any member may type any
 * address, so the subject (led by the code) and the opening are the site's own words; the name of
 * the account that asked comes after them, quoted.
 */
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
      {
        kind: 'text',
        text: 'To make this the email address of your account, enter this code in your settings:',
      },
      { kind: 'code', code },
      { kind: 'text', text: `It is valid for ${validForMinutes} minutes.` },
      { kind: 'facts', rows: [['Asked for by the account of', `“${firstName}”`]] },
      { kind: 'note', text: 'If you did not ask to change your email address, you can ignore this e-mail.' },
    ],
  };
}
