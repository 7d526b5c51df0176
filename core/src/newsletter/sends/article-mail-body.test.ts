import { describe, expect, it } from 'vitest';
import type { ArticleAccess } from '../../knowledge/article-access.ts';
import { previewDivider } from '../../knowledge/article-access.ts';
import type { Article } from '../../knowledge/article.ts';
import { anArticle } from '../../knowledge/testing/article-builder.ts';
import { articleMailBody } from './article-mail-body.ts';
import { audienceOf, recipientReader } from './audience.ts';

const content = `The opening.\n\n${previewDivider}\n\nThe findings for members.`;
const gated = (access: ArticleAccess): Article & ArticleAccess => ({ ...anArticle({ content }), ...access });

describe('the part of an article each recipient gets', () => {
  it('gives a subscriber the preview of a paid article and a paid member the whole text', () => {
    const article = gated({ visibility: 'paid', tiers: [] });
    const subscriber = recipientReader({ member: false, memberTier: null });
    const paidMember = recipientReader({ member: true, memberTier: 'builder' });

    expect(articleMailBody(article, subscriber)).toEqual({ markdown: 'The opening.', gated: true });
    expect(articleMailBody(article, paidMember)).toEqual({ markdown: content, gated: false });
    expect(articleMailBody(article, recipientReader({ member: true, memberTier: 'explorer' })).gated).toBe(
      true,
    );
  });

  it('gives everyone the whole of a public article', () => {
    expect(articleMailBody(anArticle({ content }), null)).toEqual({ markdown: content, gated: false });
  });
});

describe('who a segment reaches', () => {
  it('takes the paid tiers for paid, the listed ones for tiers, and both lists for everyone', () => {
    expect(audienceOf('subscribers', [])).toEqual({ subscribers: true, memberTiers: [] });
    expect(audienceOf('paid', []).memberTiers).not.toContain('explorer');
    expect(audienceOf('paid', []).memberTiers).toContain('f100');
    expect(audienceOf('tiers', ['leader'])).toEqual({ subscribers: false, memberTiers: ['leader'] });
    expect(audienceOf('everyone', []).subscribers).toBe(true);
    expect(audienceOf('everyone', []).memberTiers).toContain('explorer');
  });
});
