/**
 * Sent when a renewal fails. The link is the dashboard's payment section, whose 'Update Payment
 * Method' button opens the provider's customer portal: a portal session expires within minutes,
 * so an e-mail cannot carry one.
 */
import type { PaymentFailedMessage } from '@commons/core/membership/billing-mailer';
import { formatUsd } from '@commons/core/members/tiers';
import { longDate, membershipName } from './billing-words.ts';
import type { EmailContent } from './email-content.ts';

export function paymentFailedEmail(message: PaymentFailedMessage, dashboardUrl: string): EmailContent {
  const amount =
    message.amountCents === null ? 'your renewal' : `your renewal of ${formatUsd(message.amountCents)}`;
  return {
    subject: 'Your membership payment failed',
    blocks: [
      { kind: 'text', text: `Hello ${message.firstName},` },
      {
        kind: 'text',
        text: `We could not collect ${amount} for your ${membershipName(message.tier)}. Your card company may have declined it, or the card has expired.`,
      },
      {
        kind: 'text',
        text: `Your membership stays active until ${longDate(message.graceEndsAt)} while we try again. Please update your payment method before then: open the Payment section of your dashboard and choose 'Update Payment Method'.`,
      },
      { kind: 'button', label: 'Update your payment method', url: dashboardUrl },
    ],
  };
}
