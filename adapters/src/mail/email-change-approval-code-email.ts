/**
 * The code that approves moving an account to another address, sent to the account's current
 * address. The code leads the subject; the site's words open the message.
 */
import type { EmailContent } from './email-content.ts';

export interface EmailChangeApprovalCodeContent {
  code: string;
  validForMinutes: number;
}

export function emailChangeApprovalCodeEmail({
  code,
  validForMinutes,
}: EmailChangeApprovalCodeContent): EmailContent {
  return {
    subject: `${code} is your code to change your email address`,
    blocks: [
      {
        kind: 'text',
        text: 'To move your account to another email address, enter this code in your settings:',
      },
      { kind: 'code', code },
      { kind: 'text', text: `It is valid for ${validForMinutes} minutes. Never share it with anyone.` },
      {
        kind: 'note',
        text: 'If you did not ask to change your email address, someone may be signed in to your account: change your password. Without this code or your password, your address stays as it is.',
      },
    ],
  };
}
