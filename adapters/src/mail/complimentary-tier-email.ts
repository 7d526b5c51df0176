/** Sent when staff grant a member a complimentary tier, and when they take it back. */
import type { GrantRemovedMessage, TierGrantedMessage } from '@commons/core/membership/billing-mailer';
import { findTierOffer, formatUsd, type AccountTier } from '@commons/core/members/tiers';
import { longDate } from './billing-words.ts';
import type { EmailContent } from './email-content.ts';

/** "F100", "Builder": the F100 is no tier of the catalogue. */
const grantedName = (tier: AccountTier) => findTierOffer(tier)?.name ?? tier.toUpperCase();

function billingText(billing: TierGrantedMessage['billing']): string {
  switch (billing.kind) {
    case 'none':
      return 'Nothing is charged for it.';
    case 'cancel-at-period-end': {
      const until = billing.endsAt ? ` on ${longDate(billing.endsAt)}` : ' at the end of the period paid for';
      return `Your paid subscription will not renew: it ends${until}, and nothing more will be charged.`;
    }
    case 'cancelled-now':
      return `Your paid subscription was cancelled today, and ${formatUsd(billing.refundCents)} for the unused rest of the period is being refunded to your card. Nothing more will be charged.`;
  }
}

export function tierGrantedEmail(message: TierGrantedMessage, dashboardUrl: string): EmailContent {
  const name = grantedName(message.tier);
  return {
    subject: `You have been granted a complimentary ${name} membership`,
    blocks: [
      { kind: 'text', text: `Hello ${message.firstName},` },
      { kind: 'text', text: `Our staff granted you the ${name} membership, complimentary.` },
      { kind: 'text', text: billingText(message.billing) },
      { kind: 'button', label: 'Open your dashboard', url: dashboardUrl },
      ...(message.billing.kind === 'cancelled-now'
        ? [{ kind: 'note' as const, text: 'Refunds usually reach your card within 5 to 10 business days.' }]
        : []),
    ],
  };
}

export function grantRemovedEmail(message: GrantRemovedMessage, dashboardUrl: string): EmailContent {
  return {
    subject: 'Your complimentary membership has ended',
    blocks: [
      { kind: 'text', text: `Hello ${message.firstName},` },
      {
        kind: 'text',
        text: `Your complimentary ${grantedName(message.tier)} membership has ended. You are now on the free Explorer membership, and nothing is charged. You can choose a paid membership at any time from your dashboard.`,
      },
      { kind: 'button', label: 'Open your dashboard', url: dashboardUrl },
    ],
  };
}
