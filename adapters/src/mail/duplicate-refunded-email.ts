/** Sent when a second subscription was paid (two tabs): it is cancelled and refunded at once. */
import type { DuplicateRefundedMessage } from '@commons/core/membership/billing-mailer';
import { formatUsd } from '@commons/core/members/tiers';
import { tierName as nameOf } from './billing-words.ts';
import type { EmailContent } from './email-content.ts';

export function duplicateRefundedEmail(
  message: DuplicateRefundedMessage,
  dashboardUrl: string,
): EmailContent {
  const tierName = nameOf(message.tier, 'membership');
  const amount = message.amountCents === null ? 'the payment' : formatUsd(message.amountCents);
  return {
    subject: 'Your second subscription was cancelled and refunded',
    blocks: [
      { kind: 'text', text: `Hello ${message.firstName},` },
      {
        kind: 'text',
        text: `You paid twice for a ${tierName} membership, probably from two browser tabs. You keep your first subscription; the second was cancelled at once and ${amount} is being refunded to your card.`,
      },
      { kind: 'button', label: 'Open your dashboard', url: dashboardUrl },
      { kind: 'note', text: 'Refunds usually reach your card within 5 to 10 business days.' },
    ],
  };
}
