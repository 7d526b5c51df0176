import { describe, expect, it } from 'vitest';
import { toSummary } from './article.ts';
import { feedBodies } from './feed-bodies.ts';
import { anArticle } from './testing/article-builder.ts';
import { EscapingArticleRenderer } from './testing/escaping-article-renderer.ts';
import { InMemoryArticleRepository } from './testing/in-memory-article-repository.ts';

describe('feedBodies', () => {
  it('renders the full text of public articles and gives none for a gated one', async () => {
    const articles = new InMemoryArticleRepository();
    const open = await articles.create(anArticle({ slug: 'open', content: 'All of <it>.' }));
    const gated = await articles.create(
      anArticle({ slug: 'gated', visibility: 'members', content: 'Preview.\n\n<!-- members -->\n\nSecret.' }),
    );
    const renderer = new EscapingArticleRenderer();

    const bodies = await feedBodies({ articles, renderer }, [toSummary(open), toSummary(gated)]);

    expect([...bodies]).toEqual([[open.id, renderer.toHtml('All of <it>.')]]);
  });
});
