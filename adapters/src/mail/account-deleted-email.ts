/** The confirmation that the account is closed and its personal data erased. */
import type { EmailContent } from './email-content.ts';

export interface AccountDeletedContent {
  firstName: string;
  siteUrl: string;
}

export function accountDeletedEmail({ firstName, siteUrl }: AccountDeletedContent): EmailContent {
  return {
    subject: 'Your account has been deleted',
    blocks: [
      { kind: 'text', text: `Hello ${firstName},` },
      {
        kind: 'text',
        text: 'Your account has been deleted: your subscription is cancelled, you are signed out everywhere and your personal data is erased.',
      },
      {
        kind: 'text',
        text: 'We keep anonymous payment and membership records, without your name or address, for our accounts.',
      },
      { kind: 'button', label: 'Visit the site', url: siteUrl },
      { kind: 'note', text: 'You are welcome back at any time: you can sign up again with this address.' },
    ],
  };
}
