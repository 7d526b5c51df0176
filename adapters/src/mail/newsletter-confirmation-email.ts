/** The newsletter's confirmation e-mail, with its unsubscribe link. */
import type { EmailContent } from './email-content.ts';

export interface NewsletterConfirmationContent {
  siteName: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  validForHours: number;
}

export function newsletterConfirmationEmail(content: NewsletterConfirmationContent): EmailContent {
  const { siteName, confirmUrl, unsubscribeUrl, validForHours } = content;
  return {
    subject: `Confirm your ${siteName} newsletter subscription`,
    blocks: [
      { kind: 'text', text: 'Hello,' },
      {
        kind: 'text',
        text: `Please confirm that you want the ${siteName} newsletter: a short note when we publish new research, event notes and case studies.`,
      },
      { kind: 'button', label: 'Confirm your subscription', url: confirmUrl },
      { kind: 'text', text: `The link works for ${validForHours} hours.` },
      {
        kind: 'note',
        text: 'If you did not ask for it, ignore this e-mail and you will get nothing more from us.',
      },
      { kind: 'button', label: 'Unsubscribe', url: unsubscribeUrl },
    ],
  };
}
