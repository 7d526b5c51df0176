/** The receipt sent for every payment: what was paid, for which membership and period. */
import { formatUsd, type BillingCycle } from '@commons/core/members/tiers';
import type { ReceiptMessage } from '@commons/core/membership/billing-mailer';
import { formatReceiptNumber } from '@commons/core/membership/receipt-number';
import { longDate as day, tierName as nameOf } from './billing-words.ts';
import type { EmailBlock, EmailContent } from './email-content.ts';
import type { Seller } from './mail-delivery.ts';

const cycleWords = (cycle: BillingCycle | null) =>
  cycle === 'monthly' ? 'Monthly billing' : cycle === 'yearly' ? 'Annual billing' : '';

/**
 * `publicUrl` makes the simulator's invoice page (a path of the site) a link a mail client opens;
 * Stripe's hosted invoice URL is absolute already.
 */
export function receiptEmail(
  message: ReceiptMessage,
  links: { dashboardUrl: string; publicUrl: string },
  seller: Seller,
): EmailContent {
  const tierName = nameOf(message.tier, 'Membership');
  const amount = formatUsd(message.amountCents);
  const rows: [string, string][] = [
    ['Receipt number', formatReceiptNumber(message.receiptNumber)],
    ['Amount paid', amount],
    ['Membership', `${tierName}${message.planType ? ` (${cycleWords(message.planType)})` : ''}`],
  ];
  if (message.periodStart && message.periodEnd) {
    rows.push(['Period', `${day(message.periodStart)} to ${day(message.periodEnd)}`]);
  }
  rows.push(['Paid on', day(message.paidAt)]);
  if (message.cardLast4) rows.push(['Payment method', `Card ending in ${message.cardLast4}`]);
  rows.push(['Sold by', seller.address ? `${seller.legalName}, ${seller.address}` : seller.legalName]);
  const blocks: EmailBlock[] = [
    { kind: 'text', text: `Hello ${message.firstName},` },
    { kind: 'text', text: `Thank you: we received your payment of ${amount}.` },
    { kind: 'facts', rows },
  ];
  if (message.invoiceUrl) {
    const url = new URL(message.invoiceUrl, links.publicUrl).href;
    blocks.push({ kind: 'button', label: 'View your invoice', url });
  }
  blocks.push(
    { kind: 'button', label: 'Open your dashboard', url: links.dashboardUrl },
    { kind: 'note', text: 'Keep this e-mail as your receipt.' },
  );
  return { subject: `Receipt for your ${tierName} membership: ${amount}`, blocks };
}
