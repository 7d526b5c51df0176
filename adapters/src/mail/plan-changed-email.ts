/**
 * Sent when a member changes plan: an upgrade takes effect now (the plan changed), a downgrade is
 * scheduled for the next renewal (nothing has changed yet, and the subject says when it will).
 */
import type { PlanChangedMessage } from '@commons/core/membership/billing-mailer';
import { findTierOffer, formatUsd } from '@commons/core/members/tiers';
import { longDate } from './billing-words.ts';
import type { EmailContent } from './email-content.ts';

export function planChangedEmail(message: PlanChangedMessage, dashboardUrl: string): EmailContent {
  const tierName = findTierOffer(message.tier)?.name ?? message.tier;
  const price = `${formatUsd(message.amountCents)} a ${message.planType === 'yearly' ? 'year' : 'month'}`;
  const what = message.effectiveAt
    ? `Your move to the ${tierName} membership (${price}) is scheduled for ${longDate(message.effectiveAt)}, when your current period ends. Until then you keep your current plan, and nothing is charged now.`
    : `You are now a ${tierName} member (${price}). The difference for the rest of your current period has been charged to your card, and a receipt follows.`;
  return {
    subject: message.effectiveAt
      ? `Plan change scheduled for ${longDate(message.effectiveAt)}: ${tierName}`
      : `Your membership plan changed: ${tierName}`,
    blocks: [
      { kind: 'text', text: `Hello ${message.firstName},` },
      { kind: 'text', text: what },
      { kind: 'button', label: 'Open your dashboard', url: dashboardUrl },
      { kind: 'note', text: 'You can change your plan again from your dashboard at any time.' },
    ],
  };
}
