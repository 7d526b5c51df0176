import { describe, expect, it } from 'vitest';
import { listPublishedArticles } from './list-published-articles.ts';
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
