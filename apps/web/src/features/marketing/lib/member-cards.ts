import {
  f100BadgeIds,
  f3BadgeIds,
  fixedPhilosophies,
  philosophyHashtags,
  type FoundingMember,
} from '../../../content/founding-members.ts';

export type MemberBadge = 'F100' | 'F3';

export type MemberCard =
  | {
      kind: 'member';
      id: string;
      name: string;
      title: string;
      company: string;
      philosophy: string;
      badges: MemberBadge[];
    }
  | { kind: 'placeholder'; id: string; title: 'Position Available'; subtitle: 'Join Us' };

/**
 * The member cards of one page load: every member gets their badges and a philosophy, the fixed
 * one where there is one, otherwise a hashtag drawn at random (spec section 3).
 */
export function buildMemberCards(
  members: FoundingMember[],
  random: () => number = Math.random,
): MemberCard[] {
  return members.map((member) => {
    const fixed = fixedPhilosophies[member.id];
    const drawn =
      philosophyHashtags[Math.floor(random() * philosophyHashtags.length)] ?? philosophyHashtags[0]!;
    const badges: MemberBadge[] = [];
    if (f100BadgeIds.includes(member.id)) badges.push('F100');
    if (f3BadgeIds.includes(member.id)) badges.push('F3');
    return {
      kind: 'member',
      id: member.id,
      name: member.name,
      title: member.title,
      company: member.company,
      philosophy: fixed ?? drawn,
      badges,
    };
  });
}

/** Adds 'Position Available' / 'Join Us' cards until the count is a multiple of `perSlide`. */
export function fillToFullSlides(cards: MemberCard[], perSlide: number): MemberCard[] {
  const missing = (perSlide - (cards.length % perSlide)) % perSlide;
  const placeholders: MemberCard[] = Array.from({ length: missing }, (_, index) => ({
    kind: 'placeholder',
    id: `placeholder-${index + 1}`,
    title: 'Position Available',
    subtitle: 'Join Us',
  }));
  return [...cards, ...placeholders];
}

/** Cuts the cards into slides of `perSlide`. */
export function toSlides<T>(cards: T[], perSlide: number): T[][] {
  const slides: T[][] = [];
  for (let start = 0; start < cards.length; start += perSlide)
    slides.push(cards.slice(start, start + perSlide));
  return slides;
}
