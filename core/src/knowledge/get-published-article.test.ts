import { describe, expect, it } from 'vitest';
import { getPublishedArticle } from './get-published-article.ts';
import { anArticle } from './testing/article-builder.ts';
import { InMemoryArticleRepository } from './testing/in-memory-article-repository.ts';

describe('getPublishedArticle', () => {
  it('returns a published article with its content', async () => {
    const articles = new InMemoryArticleRepository();
    await articles.saveBySlug(anArticle({ slug: 'here', content: 'Body' }));

    expect((await getPublishedArticle({ articles }, 'here')).content).toBe('Body');
  });

  it('fails with NOT_FOUND for a draft', async () => {
    const articles = new InMemoryArticleRepository();
    await articles.saveBySlug(anArticle({ slug: 'draft', published: false }));

    await expect(getPublishedArticle({ articles }, 'draft')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
