import { describe, expect, it } from 'vitest';
import { getPublishedArticle } from './get-published-article.ts';
import { anArticle } from './testing/article-builder.ts';
import { EscapingArticleRenderer } from './testing/escaping-article-renderer.ts';
import { InMemoryArticleRepository } from './testing/in-memory-article-repository.ts';

const renderer = new EscapingArticleRenderer();

describe('getPublishedArticle', () => {
  it('returns a published article with its Markdown and its rendered HTML', async () => {
    const articles = new InMemoryArticleRepository();
    await articles.saveBySlug(anArticle({ slug: 'here', content: 'Body' }));

    const article = await getPublishedArticle({ articles, renderer }, 'here');

    expect(article.content).toBe('Body');
    expect(article.html).toBe('<p>Body</p>');
  });

  it('fails with NOT_FOUND for a draft', async () => {
    const articles = new InMemoryArticleRepository();
    await articles.saveBySlug(anArticle({ slug: 'draft', published: false }));

    await expect(getPublishedArticle({ articles, renderer }, 'draft')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('fails with NOT_FOUND for a text that cannot be a slug, without asking the repository', async () => {
    const articles = new InMemoryArticleRepository();
    articles.findPublishedBySlug = () => Promise.reject(new Error('a malformed slug reached the repository'));

    for (const slug of ['\u0000', 'a/b', 'A', '%00', 'x'.repeat(121)]) {
      await expect(getPublishedArticle({ articles, renderer }, slug)).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    }
  });
});
