import { describe, expect, it } from 'vitest';
import { toSummary } from '../article.ts';
import type { ArticleRepository } from '../article-repository.ts';
import { anArticle } from './article-builder.ts';

/** The behaviour every ArticleRepository must have; run against the fake and each real adapter. */
export function articleRepositoryContract(name: string, create: () => Promise<ArticleRepository>): void {
  describe(`ArticleRepository contract: ${name}`, () => {
    it('lists only published articles, newest first by publishedAt else createdAt', async () => {
      const repository = await create();
      await repository.saveBySlug(anArticle({ slug: 'old', publishedAt: new Date('2026-01-01T00:00:00Z') }));
      await repository.saveBySlug(anArticle({ slug: 'draft', published: false, publishedAt: null }));
      await repository.saveBySlug(
        anArticle({ slug: 'undated', publishedAt: null, createdAt: new Date('2026-02-01T00:00:00Z') }),
      );
      await repository.saveBySlug(anArticle({ slug: 'new', publishedAt: new Date('2026-03-01T00:00:00Z') }));

      const slugs = (await repository.listPublished()).map((article) => article.slug);

      expect(slugs).toEqual(['new', 'undated', 'old']);
    });

    it('lists each published article as its summary, without the body', async () => {
      const repository = await create();
      const article = anArticle({ slug: 'summary', imageUrl: '/images/summary.svg' });
      await repository.saveBySlug(article);

      expect(await repository.listPublished()).toEqual([toSummary(article)]);
    });

    it('round-trips every field', async () => {
      const repository = await create();
      const article = anArticle({
        slug: 'full',
        category: 'Case Study',
        imageUrl: '/images/full.svg',
        content: 'Paragraph one.\n\nParagraph two.',
      });
      await repository.saveBySlug(article);

      expect(await repository.findPublishedBySlug('full')).toEqual(article);
    });

    it('finds nothing for an unknown or unpublished slug', async () => {
      const repository = await create();
      await repository.saveBySlug(anArticle({ slug: 'hidden', published: false, publishedAt: null }));

      expect(await repository.findPublishedBySlug('hidden')).toBeNull();
      expect(await repository.findPublishedBySlug('missing')).toBeNull();
    });

    it('updates in place when saving the same slug again, keeping its id', async () => {
      const repository = await create();
      const first = anArticle({ slug: 'same', title: 'First' });
      await repository.saveBySlug(first);
      await repository.saveBySlug(anArticle({ slug: 'same', title: 'Second' }));

      const stored = await repository.findPublishedBySlug('same');
      expect(stored?.title).toBe('Second');
      expect(stored?.id).toBe(first.id);
      expect(await repository.listPublished()).toHaveLength(1);
    });
  });
}
