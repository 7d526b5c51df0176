import { describe, expect, it } from 'vitest';
import { canRead, readerOf, splitPreview, tiersThatUnlock, type ArticleAccess } from './article-access.ts';

const paid: ArticleAccess = { visibility: 'paid', tiers: [] };
const leadersOnly: ArticleAccess = { visibility: 'tiers', tiers: ['leader', 'f100'] };

describe('who may read an article', () => {
  it('lets anyone read a public article', () => {
    expect(canRead({ visibility: 'public', tiers: [] }, null)).toBe(true);
  });

  it('lets any verified member read a members article, and no visitor', () => {
    expect(canRead({ visibility: 'members', tiers: [] }, { tier: 'explorer' })).toBe(true);
    expect(canRead({ visibility: 'members', tiers: [] }, null)).toBe(false);
  });

  it('keeps a paid article from Explorers and visitors, and opens it to paid and granted tiers', () => {
    expect(canRead(paid, null)).toBe(false);
    expect(canRead(paid, { tier: 'explorer' })).toBe(false);
    expect(canRead(paid, { tier: 'builder' })).toBe(true);
    expect(canRead(paid, { tier: 'f100' })).toBe(true);
  });

  it('opens a tiers article to the listed tiers only', () => {
    expect(canRead(leadersOnly, { tier: 'leader' })).toBe(true);
    expect(canRead(leadersOnly, { tier: 'catalyst' })).toBe(false);
    expect(canRead(leadersOnly, { tier: null })).toBe(false);
  });
});

describe('the public preview', () => {
  it('ends at the members-only divider', () => {
    const { preview, gated } = splitPreview(
      'Open one.\n\nOpen two.\n\nOpen three.\n<!-- members-only -->\nSecret.',
    );
    expect(preview).toBe('Open one.\n\nOpen two.\n\nOpen three.');
    expect(gated).toBe('Secret.');
  });

  it('is the first two paragraphs without a divider', () => {
    const { preview, gated } = splitPreview('One.\n\nTwo.\n  \nThree.\n\nFour.');
    expect(preview).toBe('One.\n\nTwo.');
    expect(gated).toBe('Three.\n\nFour.');
  });
});

describe('the reader a member is', () => {
  const member = {
    membershipTier: 'leader' as const,
    membershipStatus: 'active' as const,
    emailVerified: true,
  };

  it('reads with their tier when verified and active, and as a visitor otherwise', () => {
    expect(readerOf(member)).toEqual({ tier: 'leader' });
    expect(readerOf({ ...member, membershipStatus: 'pending' })).toBeNull();
    expect(readerOf({ ...member, emailVerified: false })).toBeNull();
    expect(readerOf(null)).toBeNull();
  });

  it('lets staff read every article, whatever their tier or status', () => {
    const staff = readerOf({
      membershipTier: null,
      membershipStatus: 'pending',
      emailVerified: true,
      staffRole: 'admin',
    });

    expect(staff).toEqual({ tier: null, staff: true });
    for (const access of [
      { visibility: 'members', tiers: [] },
      { visibility: 'paid', tiers: [] },
      { visibility: 'tiers', tiers: ['catalyst'] },
    ] as const)
      expect(canRead({ ...access, tiers: [...access.tiers] }, staff)).toBe(true);
    expect(readerOf({ ...member, staffRole: null })).toEqual({ tier: 'leader' });
  });

  it('names the tiers that unlock an article', () => {
    expect(tiersThatUnlock({ visibility: 'paid', tiers: [] })).toEqual([
      'builder',
      'leader',
      'catalyst',
      'guardian',
      'f100',
    ]);
    expect(tiersThatUnlock({ visibility: 'tiers', tiers: ['catalyst'] })).toEqual(['catalyst']);
  });
});
