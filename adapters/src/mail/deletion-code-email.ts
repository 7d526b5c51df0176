/** The code that confirms closing the account, sent to the member's address. */
import type { EmailContent } from './email-content.ts';

export interface DeletionCodeContent {
  firstName: string;
  code: string;
  validForMinutes: number;
}

export function deletionCodeEmail({ firstName, code, validForMinutes }: DeletionCodeContent): EmailContent {
  return {
    subject: `${code} is your code to delete your account`,
    blocks: [
      { kind: 'text', text: `Hello ${firstName},` },
      { kind: 'text', text: 'To delete your account, enter this code in your settings:' },
      { kind: 'code', code },
      {
        kind: 'text',
        text: `It is valid for ${validForMinutes} minutes. Deleting your account cannot be undone.`,
      },
      {
        kind: 'note',
        text: 'If you did not ask to delete your account, you can ignore this e-mail: nothing changes.',
      },
    ],
  };
}
