import { describe, expect, it } from 'vitest';
import { anArticle } from '../testing/article-builder.ts';
import { articlesFoundText, filterArticles, formatArticleDate } from './articles.ts';

describe('knowledge article helpers', () => {
  const articles = [
    anArticle({ title: 'Corporate Venture Capital in West Africa', category: 'Research' }),
    anArticle({ title: 'Sandbox Demo Day', excerpt: 'Eleven pilots in Nairobi', category: 'Event' }),
    anArticle({ title: 'Shared sandboxes', category: 'Insight' }),
  ];

  it('filters by category and by text in title, excerpt or category, ignoring case', () => {
    expect(filterArticles(articles, { search: '', category: 'All' })).toHaveLength(3);
    expect(filterArticles(articles, { search: '', category: 'Event' }).map((a) => a.title)).toEqual([
      'Sandbox Demo Day',
    ]);
    expect(filterArticles(articles, { search: 'SANDBOX', category: 'All' })).toHaveLength(2);
    expect(filterArticles(articles, { search: 'nairobi', category: 'All' })).toHaveLength(1);
    expect(filterArticles(articles, { search: 'insight', category: 'All' })).toHaveLength(1);
    expect(filterArticles(articles, { search: 'sandbox', category: 'Research' })).toHaveLength(0);
  });

  it("keeps, for 'Available to me', only what the reader's tier opens", () => {
    const gated = [
      anArticle({ title: 'Open' }),
      anArticle({ title: 'Members', visibility: 'members' }),
      anArticle({ title: 'Paid', visibility: 'paid' }),
      anArticle({ title: 'Catalysts', visibility: 'tiers', tiers: ['catalyst'] }),
    ];
    const titles = (tier: 'explorer' | 'builder' | 'catalyst') =>
      filterArticles(gated, { search: '', category: 'All', availableTo: { tier } }).map((a) => a.title);

    expect(titles('explorer')).toEqual(['Open', 'Members']);
    expect(titles('builder')).toEqual(['Open', 'Members', 'Paid']);
    expect(titles('catalyst')).toEqual(['Open', 'Members', 'Paid', 'Catalysts']);
  });

  it('shows the publication date, else the creation date', () => {
    expect(
      formatArticleDate({ publishedAt: '2026-03-04T09:00:00.000Z', createdAt: '2026-01-01T00:00:00.000Z' }),
    ).toBe('4 March 2026');
    expect(formatArticleDate({ publishedAt: null, createdAt: '2026-01-01T00:00:00.000Z' })).toBe(
      '1 January 2026',
    );
  });

  it('says how many articles were found', () => {
    expect(articlesFoundText(9)).toBe('9 articles found');
    expect(articlesFoundText(0)).toBe('0 articles found');
    expect(articlesFoundText(1)).toBe('1 article found');
  });
});
