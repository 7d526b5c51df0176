/** Sent when a member's subscription is cancelled at the period's end, and when it has ended. */
import type { CancellationMessage } from '@commons/core/membership/billing-mailer';
import { longDate, membershipName } from './billing-words.ts';
import type { EmailBlock, EmailContent } from './email-content.ts';

export function cancellationEmail(message: CancellationMessage, dashboardUrl: string): EmailContent {
  const name = membershipName(message.tier);
  const greeting: EmailBlock = { kind: 'text', text: `Hello ${message.firstName},` };
  if (message.kind === 'scheduled') {
    const until = message.endsAt
      ? ` until ${longDate(message.endsAt)}`
      : ' until the end of the period paid for';
    return {
      subject: 'Your membership is cancelled at the end of the period',
      blocks: [
        greeting,
        {
          kind: 'text',
          text: `Your ${name} will not renew. It stays active${until}, and nothing more will be charged.`,
        },
        { kind: 'text', text: 'Changed your mind? Choose Resume in the Payment section of your dashboard.' },
        { kind: 'button', label: 'Open your dashboard', url: dashboardUrl },
      ],
    };
  }
  return {
    subject: 'Your membership subscription has ended',
    blocks: [
      greeting,
      {
        kind: 'text',
        text: `Your ${name} subscription has ended, and nothing more will be charged. Your account stays: you can sign in and subscribe again at any time from your dashboard.`,
      },
      { kind: 'button', label: 'Open your dashboard', url: dashboardUrl },
    ],
  };
}
