import { describe, expect, it } from 'vitest';
import { previewDivider } from './article-access.ts';
import { getPublishedArticle } from './get-published-article.ts';
import { anArticle } from './testing/article-builder.ts';
import { EscapingArticleRenderer } from './testing/escaping-article-renderer.ts';
import { InMemoryArticleRepository } from './testing/in-memory-article-repository.ts';

const renderer = new EscapingArticleRenderer();

describe('getPublishedArticle', () => {
  it('returns a published article rendered, without its Markdown source', async () => {
    const articles = new InMemoryArticleRepository();
    await articles.saveBySlug(anArticle({ slug: 'here', content: 'Body' }));

    const article = await getPublishedArticle({ articles, renderer }, 'here');

    expect(article).not.toHaveProperty('content');
    expect(article.html).toBe('<p>Body</p>');
    expect(article.locked).toBe(false);
  });

  const gatedContent = ['Open one.', 'Open two.', 'Kept three.'].join('\n\n');

  it('gives a reader without access the preview only, and says it is locked', async () => {
    const articles = new InMemoryArticleRepository();
    await articles.saveBySlug(anArticle({ slug: 'paid', visibility: 'paid', content: gatedContent }));

    for (const reader of [null, { tier: 'explorer' as const }]) {
      const article = await getPublishedArticle({ articles, renderer }, 'paid', reader);
      expect(article.locked).toBe(true);
      expect(article.html).toContain('Open two.');
      expect(article.html).not.toContain('Kept three.');
    }
  });

  it('gives a reader with access the whole article, the gated part in a members-only wrapper', async () => {
    const articles = new InMemoryArticleRepository();
    await articles.saveBySlug(
      anArticle({
        slug: 'leaders',
        visibility: 'tiers',
        tiers: ['leader'],
        content: `Open.\n\n${previewDivider}\n\nKept.`,
      }),
    );

    const article = await getPublishedArticle({ articles, renderer }, 'leaders', { tier: 'leader' });

    expect(article.locked).toBe(false);
    expect(article.html).toMatch(/^<p>Open\.<\/p>\n<div class="members-only">\n<p>Kept\.<\/p>\n<\/div>$/);
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
