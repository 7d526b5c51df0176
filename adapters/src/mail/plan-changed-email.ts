/** Sent when a member changes plan: an upgrade takes effect now, a downgrade at the next renewal. */
import type { PlanChangedMessage } from '@commons/core/membership/billing-mailer';
import { findTierOffer, formatUsd } from '@commons/core/members/tiers';
import type { EmailContent } from './email-content.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

export function planChangedEmail(message: PlanChangedMessage, dashboardUrl: string): EmailContent {
  const tierName = findTierOffer(message.tier)?.name ?? message.tier;
  const price = `${formatUsd(message.amountCents)} a ${message.planType === 'yearly' ? 'year' : 'month'}`;
  const what = message.effectiveAt
    ? `Your ${tierName} membership (${price}) starts on ${dateFormat.format(message.effectiveAt)}, when your current period ends. Until then you keep your current plan.`
    : `You are now a ${tierName} member (${price}). The difference for the rest of your current period has been charged to your card, and a receipt follows.`;
  return {
    subject: `Your membership plan changed: ${tierName}`,
    blocks: [
      { kind: 'text', text: `Hello ${message.firstName},` },
      { kind: 'text', text: what },
      { kind: 'button', label: 'Open your dashboard', url: dashboardUrl },
      { kind: 'note', text: 'You can change your plan again from your dashboard at any time.' },
    ],
  };
}
