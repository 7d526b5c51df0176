import { describe, expect, it } from 'vitest';
import type { ArticleRepository } from '../article-repository.ts';
import { snapshotOf, type ArticleRevisions } from '../article-revision.ts';
import type { Article } from '../article.ts';
import { anArticle } from './article-builder.ts';

export interface ArticleRevisionsFixture {
  revisions: ArticleRevisions;
  articles: ArticleRepository;
  /** A staff member the store knows by this name. */
  saver: { id: string; name: string };
}

const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 10, minute));

/** What every `ArticleRevisions` must do; run on the fake and on each adapter. */
export function articleRevisionsContract(name: string, setUp: () => Promise<ArticleRevisionsFixture>): void {
  describe(`ArticleRevisions contract: ${name}`, () => {
    async function anArticleIn(articles: ArticleRepository): Promise<Article> {
      const { id: _id, ...article } = anArticle({ published: false, publishedAt: null });
      return articles.create(article);
    }

    it('lists an article’s saves newest first, with who saved them, and gives each in full', async () => {
      const { revisions, articles, saver } = await setUp();
      const article = await anArticleIn(articles);
      const first = snapshotOf(article);
      const second = {
        ...first,
        title: 'Second title',
        tags: [{ name: 'AI', slug: 'ai' }],
        visibility: 'tiers' as const,
        tiers: ['leader' as const],
      };
      await revisions.record({ articleId: article.id, savedAt: at(1), savedBy: null, snapshot: first }, 20);
      await revisions.record(
        { articleId: article.id, savedAt: at(2), savedBy: saver.id, snapshot: second },
        20,
      );

      const listed = await revisions.listFor(article.id);

      expect(listed).toEqual([
        { id: expect.any(String), savedAt: at(2), savedBy: saver, title: 'Second title' },
        { id: expect.any(String), savedAt: at(1), savedBy: null, title: first.title },
      ]);
      expect(await revisions.find(article.id, listed[0]!.id)).toEqual({
        ...listed[0],
        articleId: article.id,
        snapshot: second,
      });
      expect(await revisions.latestFor(article.id)).toEqual(await revisions.find(article.id, listed[0]!.id));
    });

    it('keeps the newest saves only, dropping the oldest, and orders saves of one instant as recorded', async () => {
      const { revisions, articles } = await setUp();
      const article = await anArticleIn(articles);
      const other = await anArticleIn(articles);
      const save = (articleId: string, title: string, minute: number) =>
        revisions.record(
          { articleId, savedAt: at(minute), savedBy: null, snapshot: { ...snapshotOf(article), title } },
          3,
        );
      await save(other.id, 'other', 0);
      for (const [index, title] of ['one', 'two', 'three', 'four'].entries())
        await save(article.id, title, index);
      await save(article.id, 'five', 3);

      expect((await revisions.listFor(article.id)).map((revision) => revision.title)).toEqual([
        'five',
        'four',
        'three',
      ]);
      expect((await revisions.listFor(other.id)).map((revision) => revision.title)).toEqual(['other']);
    });

    it('finds no revision of another article, nor one by an id that is not a uuid', async () => {
      const { revisions, articles } = await setUp();
      const article = await anArticleIn(articles);
      const other = await anArticleIn(articles);
      await revisions.record(
        { articleId: article.id, savedAt: at(1), savedBy: null, snapshot: snapshotOf(article) },
        20,
      );
      const [kept] = await revisions.listFor(article.id);

      expect(await revisions.find(other.id, kept!.id)).toBeNull();
      expect(await revisions.find(article.id, 'not-a-uuid')).toBeNull();
      expect(await revisions.latestFor(other.id)).toBeNull();
      expect(await revisions.listFor(other.id)).toEqual([]);
    });
  });
}
