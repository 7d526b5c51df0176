/** The receipt sent for every payment: what was paid, for which membership and period. */
import { formatUsd, type BillingCycle } from '@commons/core/members/tiers';
import type { ReceiptMessage } from '@commons/core/membership/billing-mailer';
import { longDate as day, tierName as nameOf } from './billing-words.ts';
import type { EmailBlock, EmailContent } from './email-content.ts';

const cycleWords = (cycle: BillingCycle | null) =>
  cycle === 'monthly' ? 'Monthly billing' : cycle === 'yearly' ? 'Annual billing' : '';

export function receiptEmail(message: ReceiptMessage, dashboardUrl: string): EmailContent {
  const tierName = nameOf(message.tier, 'Membership');
  const amount = formatUsd(message.amountCents);
  const rows: [string, string][] = [
    ['Amount paid', amount],
    ['Membership', `${tierName}${message.planType ? ` (${cycleWords(message.planType)})` : ''}`],
  ];
  if (message.periodStart && message.periodEnd) {
    rows.push(['Period', `${day(message.periodStart)} to ${day(message.periodEnd)}`]);
  }
  rows.push(['Paid on', day(message.paidAt)]);
  const blocks: EmailBlock[] = [
    { kind: 'text', text: `Hello ${message.firstName},` },
    { kind: 'text', text: `Thank you: we received your payment of ${amount}.` },
    { kind: 'facts', rows },
  ];
  if (message.invoiceUrl)
    blocks.push({ kind: 'button', label: 'View your invoice', url: message.invoiceUrl });
  blocks.push(
    { kind: 'button', label: 'Open your dashboard', url: dashboardUrl },
    { kind: 'note', text: 'Keep this e-mail as your receipt.' },
  );
  return { subject: `Receipt for your ${tierName} membership: ${amount}`, blocks };
}
