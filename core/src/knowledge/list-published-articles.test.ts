import { describe, expect, it } from 'vitest';
import { toSummary } from './article.ts';
import { listPublishedArticles, pageOfPublished } from './list-published-articles.ts';
import { anArticle } from './testing/article-builder.ts';
import { InMemoryArticleRepository } from './testing/in-memory-article-repository.ts';

describe('listPublishedArticles', () => {
  it('returns the public summary of each published article without its body, with who may read it', async () => {
    const articles = new InMemoryArticleRepository();
    const article = anArticle({
      slug: 'one',
      visibility: 'tiers',
      tiers: ['leader'],
      tags: [{ name: 'Energy', slug: 'energy' }],
    });
    await articles.saveBySlug(article);
    await articles.saveBySlug(anArticle({ slug: 'two', published: false, publishedAt: null }));

    const list = await listPublishedArticles({ articles });

    expect(list).toEqual([
      {
        id: article.id,
        slug: 'one',
        title: article.title,
        excerpt: article.excerpt,
        category: article.category,
        tags: [{ name: 'Energy', slug: 'energy' }],
        imageUrl: null,
        coverImage: null,
        coverAlt: null,
        publishedAt: article.publishedAt,
        createdAt: article.createdAt,
        updatedAt: article.updatedAt,
        visibility: 'tiers',
        tiers: ['leader'],
      },
    ]);
  });
});

describe('pageOfPublished', () => {
  const published = Array.from({ length: 5 }, (_, index) => toSummary(anArticle({ slug: `a-${index}` })));

  it('cuts the page asked for and tells the total; twelve a page unless asked, an empty page past the last', () => {
    expect(pageOfPublished(published, { page: '2', pageSize: '2' })).toEqual({
      articles: published.slice(2, 4),
      total: 5,
    });
    expect(pageOfPublished(published, {}).articles).toHaveLength(5);
    expect(pageOfPublished(published, { page: '4', pageSize: '2' })).toEqual({ articles: [], total: 5 });
  });

  it('refuses a page or a size that is no whole number in range, in words', () => {
    for (const input of [{ page: '0' }, { page: 'two' }, { page: '1.5' }]) {
      expect(() => pageOfPublished(published, input)).toThrow('page must be a whole number from 1');
    }
    for (const input of [{ pageSize: '0' }, { pageSize: '101' }]) {
      expect(() => pageOfPublished(published, input)).toThrow(
        'pageSize must be a whole number from 1 to 100',
      );
    }
  });
});
