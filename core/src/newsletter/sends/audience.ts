/**
 * Who a segment reaches, and how each recipient reads the article. The rules of access are
 * knowledge's (`article-access.ts`); this module only says which addresses a segment takes and
 * who the reader behind each address is.
 */
import type { Reader } from '../../knowledge/article-access.ts';
import { isPaidTier } from '../../knowledge/article-access.ts';
import { accountTiers, type AccountTier } from '../../members/tiers.ts';
import type { SendSegment } from './article-send.ts';

/**
 * The lists a send draws from: confirmed subscribers, and members in good standing (verified,
 * active) who chose the newsletter, limited to some tiers. An address on both lists is one
 * recipient, read as the member.
 */
export interface Audience {
  subscribers: boolean;
  /** The members' tiers taken; empty for none. */
  memberTiers: AccountTier[];
}

export function audienceOf(segment: SendSegment, tiers: readonly AccountTier[]): Audience {
  switch (segment) {
    case 'subscribers':
      return { subscribers: true, memberTiers: [] };
    case 'members':
      return { subscribers: false, memberTiers: [...accountTiers] };
    case 'paid':
      return { subscribers: false, memberTiers: accountTiers.filter(isPaidTier) };
    case 'tiers':
      return { subscribers: false, memberTiers: [...tiers] };
    case 'everyone':
      return { subscribers: true, memberTiers: [...accountTiers] };
  }
}

/** A recipient as the queue keeps it: a member's tier, or no membership (a subscriber only). */
export interface RecipientStanding {
  member: boolean;
  memberTier: AccountTier | null;
}

/** How a recipient reads a gated article: a member with their tier, a subscriber as a visitor. */
export function recipientReader(recipient: RecipientStanding): Reader {
  return recipient.member ? { tier: recipient.memberTier } : null;
}
