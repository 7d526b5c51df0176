/**
 * Who may read an article (Ghost's post visibility): `public`, `members` (any verified member),
 * `paid` (any paid or complimentary tier) or `tiers` (the listed tiers only). Pages, the API, the
 * feed and e-mailed sends all decide with `canRead` and cut with `splitPreview`, so the gated part
 * is judged in one place.
 */
import type { MemberView } from '../members/member.ts';
import { accountTiers, type AccountTier } from '../members/tiers.ts';

export const articleVisibilities = ['public', 'members', 'paid', 'tiers'] as const;
export type ArticleVisibility = (typeof articleVisibilities)[number];

export interface ArticleAccess {
  visibility: ArticleVisibility;
  /** The tiers that unlock a `tiers` article; empty for the other visibilities. */
  tiers: AccountTier[];
}

/**
 * The person reading: null for an anonymous visitor (or anyone who is not a verified member in good
 * standing), else the tier they hold. Staff read everything, as in Ghost, whatever their tier: they
 * write, check and send the articles.
 */
export type Reader = { tier: AccountTier | null; staff?: boolean } | null;

/** Tiers that count as paid: every tier but the free Explorer (F100 is granted, Ghost's "comp"). */
export function isPaidTier(tier: AccountTier | null): boolean {
  return tier !== null && tier !== 'explorer';
}

export function canRead(access: ArticleAccess, reader: Reader): boolean {
  if (reader?.staff) return true;
  switch (access.visibility) {
    case 'public':
      return true;
    case 'members':
      return reader !== null;
    case 'paid':
      return reader !== null && isPaidTier(reader.tier);
    case 'tiers':
      return reader !== null && reader.tier !== null && access.tiers.includes(reader.tier);
  }
}

/**
 * The reader a session's member is: staff read everything; a verified member in good standing
 * (active) reads with their tier; a pending, lapsed or unverified account, like no session at all,
 * reads as a visitor.
 */
export function readerOf(
  member:
    | (Pick<MemberView, 'membershipTier' | 'membershipStatus' | 'emailVerified'> &
        Partial<Pick<MemberView, 'staffRole'>>)
    | null
    | undefined,
): Reader {
  if (member?.staffRole) return { tier: member.membershipTier, staff: true };
  if (!member?.emailVerified || member.membershipStatus !== 'active') return null;
  return { tier: member.membershipTier };
}

/**
 * Who asks for an article: whether they are signed in, and the reader their account makes. Pages
 * word the call to action from it (sign in, finish joining or upgrade), so it travels with the
 * article the server cut for that reader and the page never guesses.
 */
export interface Viewer {
  signedIn: boolean;
  reader: Reader;
}

export const anonymousViewer: Viewer = { signedIn: false, reader: null };

export function viewerOf(member: Parameters<typeof readerOf>[0]): Viewer {
  return member ? { signedIn: true, reader: readerOf(member) } : anonymousViewer;
}

/** The tiers whose members may read the article: what its lock names and what unlocks it. */
export function tiersThatUnlock(access: ArticleAccess): AccountTier[] {
  return accountTiers.filter((tier) => canRead(access, { tier }));
}

/** Ghost's public-preview divider: staff put it where the preview ends. */
export const previewDivider = '<!-- members-only -->';

/** Without a divider, the preview is this many paragraphs. */
const defaultPreviewParagraphs = 2;

/** The Markdown a reader without access may see, and the part kept from them. */
export function splitPreview(markdown: string): { preview: string; gated: string } {
  const divider = markdown.indexOf(previewDivider);
  if (divider >= 0) {
    return {
      preview: markdown.slice(0, divider).trimEnd(),
      gated: markdown.slice(divider + previewDivider.length).trimStart(),
    };
  }
  const blocks = markdown.trim().split(/\n[ \t]*\n/);
  return {
    preview: blocks.slice(0, defaultPreviewParagraphs).join('\n\n'),
    gated: blocks.slice(defaultPreviewParagraphs).join('\n\n'),
  };
}
