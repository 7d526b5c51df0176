/**
 * Sent when the member's bank asks them to confirm a payment (3-D Secure): the link is the
 * provider's page of the invoice, where they confirm it. Unlike a portal session it does not
 * expire within minutes, so the e-mail can carry it.
 */
import type { PaymentActionRequiredMessage } from '@commons/core/membership/billing-mailer';
import { formatUsd } from '@commons/core/members/tiers';
import { membershipName } from './billing-words.ts';
import type { EmailContent } from './email-content.ts';

export function paymentActionRequiredEmail(message: PaymentActionRequiredMessage): EmailContent {
  const amount =
    message.amountCents === null ? 'your payment' : `your payment of ${formatUsd(message.amountCents)}`;
  return {
    subject: 'Action required: confirm your membership payment',
    blocks: [
      { kind: 'text', text: `Hello ${message.firstName},` },
      {
        kind: 'text',
        text: `Your bank asks you to confirm ${amount} for your ${membershipName(message.tier)} before it can go through.`,
      },
      {
        kind: 'text',
        text: 'Open the invoice and follow your bank’s steps. Until then the payment is not taken.',
      },
      { kind: 'button', label: 'Confirm your payment', url: message.invoiceUrl },
    ],
  };
}
