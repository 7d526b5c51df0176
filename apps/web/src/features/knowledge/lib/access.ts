/**
 * What the knowledge pages say about who may read an article: the lock's label and the call to
 * action a reader without access meets. The decision itself is core's (article-access.ts), the
 * same one the server made when it kept the gated part back.
 */
import {
  canRead,
  readerOf,
  tiersThatUnlock,
  type ArticleAccess,
  type Reader,
  type Viewer,
} from '@commons/core/knowledge/article-access';
import {
  isSubscriptionOffer,
  tierOffers,
  type AccountTier,
  type SubscriptionOffer,
} from '@commons/core/members/tiers';
import { tierLabel } from '../../../lib/labels.ts';
import type { StoredMember } from '../../../lib/stored-member.ts';

/** The reader the stored member is (the server decides with the session; this only words the page). */
export const storedReader = (member: StoredMember | null): Reader =>
  readerOf(
    member && {
      membershipTier: member.membershipTier ?? null,
      membershipStatus: member.membershipStatus ?? 'pending',
      emailVerified: member.emailVerified ?? false,
      staffRole: member.staffRole ?? null,
    },
  );

/** Whether the article is kept from someone; a public one is not. */
export const isGated = (access: ArticleAccess) => access.visibility !== 'public';

/** How many of the articles are members-only and open to the tier: what a tier card says it unlocks. */
export function membersOnlyCount(articles: readonly ArticleAccess[], tier: AccountTier): number {
  return articles.filter((article) => isGated(article) && canRead(article, { tier })).length;
}

/** Who the lock names: "Members", "Paid members" or the tiers, e.g. "Leader and Catalyst". */
export function unlockLabel(access: ArticleAccess): string {
  switch (access.visibility) {
    case 'public':
    case 'members':
      return 'Members';
    case 'paid':
      return 'Paid members';
    case 'tiers': {
      const names = access.tiers.map(tierLabel);
      return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
    }
  }
}

/**
 * The cheapest tier on sale that unlocks the article: what an upgrade offers. A tier for a given
 * audience (Guardian, for ages 14 to 19) is offered only when no tier open to everyone unlocks it.
 */
export function cheapestUnlockingOffer(access: ArticleAccess): SubscriptionOffer | undefined {
  const unlocking = new Set<string>(tiersThatUnlock(access));
  return tierOffers
    .filter(isSubscriptionOffer)
    .filter((offer) => unlocking.has(offer.id))
    .sort(
      (a, b) =>
        Number(a.audience !== undefined) - Number(b.audience !== undefined) ||
        a.pricing.monthlyCents - b.pricing.monthlyCents,
    )[0];
}

export interface CallToAction {
  heading: string;
  text: string;
  actions: { label: string; to: string; primary?: boolean }[];
}

/**
 * What a reader without access is asked to do: a visitor signs in or joins; a member whose tier
 * does not unlock it upgrades on the dashboard; a signed-in account not yet in good standing
 * finishes on the dashboard. The viewer is the one the server read the article for.
 */
export function callToAction(access: ArticleAccess, viewer: Viewer): CallToAction {
  const heading =
    access.visibility === 'tiers'
      ? `This article is for ${unlockLabel(access)} members`
      : `This article is for ${unlockLabel(access).toLowerCase()}`;
  const offer = cheapestUnlockingOffer(access);
  if (!viewer.signedIn) {
    const join =
      access.visibility === 'members' || !offer
        ? { label: 'Become a member', to: '/membership', primary: true }
        : {
            label: `Join as ${offer.name}`,
            to: `/checkout?${new URLSearchParams({ tier: offer.id, plan: 'monthly' }).toString()}`,
            primary: true,
          };
    return {
      heading,
      text: 'Sign in or become a member to read the rest of it.',
      actions: [join, { label: 'Sign in', to: '/login' }],
    };
  }
  const { reader } = viewer;
  if (!reader) {
    return {
      heading,
      text: 'Finish setting up your membership to read the rest of it.',
      actions: [{ label: 'Go to your dashboard', to: '/dashboard#membership', primary: true }],
    };
  }
  if (!offer) {
    return {
      heading,
      text: `Your ${tierLabel(reader.tier ?? '')} membership does not include it.`,
      actions: [{ label: 'Compare the tiers', to: '/membership', primary: true }],
    };
  }
  // The dashboard's membership section: an Explorer pays for the tier there, a paying member
  // changes plan.
  const upgrade = '/dashboard#membership';
  return {
    heading,
    text: `Upgrade to ${offer.name} to read the rest of it.`,
    actions: [
      { label: `Upgrade to ${offer.name}`, to: upgrade, primary: true },
      { label: 'Compare the tiers', to: '/membership' },
    ],
  };
}
