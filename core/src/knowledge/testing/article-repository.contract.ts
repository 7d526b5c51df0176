import { describe, expect, it } from 'vitest';
import { toSummary } from '../article.ts';
import type { ArticleRepository } from '../article-repository.ts';
import { anArticle } from './article-builder.ts';

const newArticle = (overrides: Parameters<typeof anArticle>[0] = {}) => {
  const { id: _id, ...fields } = anArticle(overrides);
  return fields;
};

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
      const article = anArticle({
        slug: 'summary',
        imageUrl: '/images/summary.svg',
        coverImage: `${'cd34'.repeat(8)}-800x600`,
        coverAlt: 'A harbour',
        visibility: 'tiers',
        tiers: ['catalyst'],
      });
      await repository.saveBySlug(article);

      expect(await repository.listPublished()).toEqual([toSummary(article)]);
    });

    it('keeps tags in their order, a slug keeping the name it was first given', async () => {
      const repository = await create();
      const first = await repository.create(
        newArticle({
          slug: 'tagged',
          tags: [
            { name: 'Climate Policy', slug: 'climate-policy' },
            { name: 'AI', slug: 'ai' },
          ],
        }),
      );
      const second = await repository.create(
        newArticle({ slug: 'tagged-too', tags: [{ name: 'climate policy', slug: 'climate-policy' }] }),
      );

      expect(first.tags).toEqual([
        { name: 'Climate Policy', slug: 'climate-policy' },
        { name: 'AI', slug: 'ai' },
      ]);
      expect(second.tags).toEqual([{ name: 'Climate Policy', slug: 'climate-policy' }]);
      const listed = await repository.listPublished();
      expect(listed.find((article) => article.slug === 'tagged')?.tags).toEqual(first.tags);
      expect((await repository.findPublishedBySlug('tagged-too'))?.tags).toEqual(second.tags);
    });

    it('replaces the tags on update and keeps them on an edit that leaves them', async () => {
      const repository = await create();
      const article = await repository.create(
        newArticle({ slug: 'retagged', tags: [{ name: 'Old', slug: 'old' }] }),
      );
      const { id, createdAt: _createdAt, ...fields } = article;

      const kept = await repository.update(id, { ...fields, title: 'Renamed' });
      const replaced = await repository.update(id, {
        ...fields,
        tags: [
          { name: 'New', slug: 'new' },
          { name: 'Old', slug: 'old' },
        ],
      });
      const cleared = await repository.update(id, { ...fields, tags: [] });

      expect(kept?.tags).toEqual([{ name: 'Old', slug: 'old' }]);
      expect(replaced?.tags).toEqual([
        { name: 'New', slug: 'new' },
        { name: 'Old', slug: 'old' },
      ]);
      expect(cleared?.tags).toEqual([]);
    });

    it('round-trips every field', async () => {
      const repository = await create();
      const article = anArticle({
        slug: 'full',
        category: 'Case Study',
        tags: [{ name: 'Harbours', slug: 'harbours' }],
        imageUrl: '/images/full.svg',
        coverImage: `${'ab12'.repeat(8)}-1600x900`,
        coverAlt: 'A lighthouse at dusk',
        content: 'Paragraph one.\n\nParagraph two.',
        visibility: 'paid',
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

    it('creates an article with a new id and finds it by id and by slug, draft or not', async () => {
      const repository = await create();
      const created = await repository.create(
        newArticle({ slug: 'fresh', published: false, publishedAt: null, featured: true }),
      );

      expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await repository.findById(created.id)).toEqual(created);
      expect(await repository.findBySlug('fresh')).toEqual(created);
      expect(created.featured).toBe(true);
      expect(await repository.findById('not-a-uuid')).toBeNull();
    });

    it('refuses a second article with a taken slug, on create and on update', async () => {
      const repository = await create();
      await repository.create(newArticle({ slug: 'taken' }));
      const other = await repository.create(newArticle({ slug: 'other' }));

      await expect(repository.create(newArticle({ slug: 'taken' }))).rejects.toMatchObject({
        code: 'CONFLICT',
      });
      const { id: _id, createdAt: _createdAt, ...fields } = other;
      await expect(repository.update(other.id, { ...fields, slug: 'taken' })).rejects.toMatchObject({
        code: 'CONFLICT',
      });
    });

    it('updates every field but the id and the creation date', async () => {
      const repository = await create();
      const article = await repository.create(
        newArticle({ slug: 'before', published: false, publishedAt: null }),
      );
      const publishedAt = new Date('2026-04-01T00:00:00.000Z');

      const updated = await repository.update(article.id, {
        title: 'After',
        slug: 'after',
        excerpt: 'New excerpt',
        content: '# New',
        category: 'Research',
        tags: [],
        imageUrl: 'https://example.org/cover.png',
        coverImage: `${'9e'.repeat(16)}-1200x800`,
        coverAlt: 'A new cover',
        featured: true,
        visibility: 'tiers',
        tiers: ['leader', 'f100'],
        published: true,
        publishedAt,
        createdBy: '00000000-0000-4000-8000-0000000000c1',
        reviewRequestedAt: new Date('2026-03-31T00:00:00.000Z'),
        publishAt: null,
        updatedAt: new Date('2026-04-02T00:00:00.000Z'),
      });

      expect(updated).toEqual({
        ...article,
        createdBy: '00000000-0000-4000-8000-0000000000c1',
        reviewRequestedAt: new Date('2026-03-31T00:00:00.000Z'),
        title: 'After',
        slug: 'after',
        excerpt: 'New excerpt',
        content: '# New',
        category: 'Research',
        imageUrl: 'https://example.org/cover.png',
        coverImage: `${'9e'.repeat(16)}-1200x800`,
        coverAlt: 'A new cover',
        featured: true,
        visibility: 'tiers',
        tiers: ['leader', 'f100'],
        published: true,
        publishedAt,
        updatedAt: new Date('2026-04-02T00:00:00.000Z'),
      });
      expect(await repository.findPublishedBySlug('after')).toEqual(updated);
      expect(
        await repository.update('00000000-0000-4000-8000-999999999999', { ...updated!, slug: 'x' }),
      ).toBeNull();
    });

    it('lists drafts and published articles newest created first, without bodies, a page at a time', async () => {
      const repository = await create();
      for (const [slug, day] of [
        ['a', '01'],
        ['b', '03'],
        ['c', '02'],
      ] as const) {
        await repository.create(
          newArticle({ slug, published: slug !== 'b', createdAt: new Date(`2026-05-${day}T00:00:00Z`) }),
        );
      }

      const first = await repository.listAll({ limit: 2, offset: 0 });
      const second = await repository.listAll({ limit: 2, offset: 2 });

      expect(first.total).toBe(3);
      expect(first.articles.map((article) => article.slug)).toEqual(['b', 'c']);
      expect(second.articles.map((article) => article.slug)).toEqual(['a']);
      expect(first.articles[0]).not.toHaveProperty('content');
    });

    it('inserts only under a free slug, answering null (not an error) for a taken one', async () => {
      const repository = await create();
      const first = await repository.createIfSlugFree(newArticle({ slug: 'free', title: 'First' }));

      const second = await repository.createIfSlugFree(newArticle({ slug: 'free', title: 'Second' }));

      expect(first).toMatchObject({ slug: 'free', title: 'First' });
      expect(second).toBeNull();
      expect(await repository.findBySlug('free')).toMatchObject({ title: 'First' });
    });

    it('answers the slugs a new slug from a base must avoid: the base and its numbered forms', async () => {
      const repository = await create();
      for (const slug of ['notes', 'notes-2', 'notes-10', 'notes-on-x', 'notes-2b', 'field-notes']) {
        await repository.create(newArticle({ slug }));
      }

      expect((await repository.slugsFrom('notes')).sort()).toEqual(['notes', 'notes-10', 'notes-2']);
      expect(await repository.slugsFrom('other')).toEqual([]);
    });

    it('publishes the scheduled articles whose time has come, once', async () => {
      const repository = await create();
      const now = new Date('2026-06-01T12:00:00.000Z');
      const due = await repository.create(
        newArticle({
          slug: 'due',
          published: false,
          publishedAt: null,
          publishAt: new Date(now.getTime() - 1),
        }),
      );
      await repository.create(
        newArticle({
          slug: 'later',
          published: false,
          publishedAt: null,
          publishAt: new Date(now.getTime() + 60_000),
        }),
      );
      await repository.create(newArticle({ slug: 'draft', published: false, publishedAt: null }));

      const published = await repository.publishDue(now);

      expect(published).toEqual([{ ...due, published: true, publishedAt: due.publishAt, publishAt: null }]);
      expect(await repository.publishDue(now)).toEqual([]);
      expect((await repository.listPublished()).map((article) => article.slug)).toEqual(['due']);
      expect(await repository.findBySlug('later')).toMatchObject({ published: false });
    });

    it('answers the text of the published public articles among the ids, and of no other', async () => {
      const repository = await create();
      const open = await repository.create(newArticle({ slug: 'open', content: 'Open text.' }));
      const paid = await repository.create(newArticle({ slug: 'paid', visibility: 'paid' }));
      const draft = await repository.create(
        newArticle({ slug: 'draft', published: false, publishedAt: null }),
      );
      const other = await repository.create(newArticle({ slug: 'other' }));

      const contents = await repository.publicContents([open.id, paid.id, draft.id]);

      expect([...contents]).toEqual([[open.id, 'Open text.']]);
      expect(contents.has(other.id)).toBe(false);
      expect(await repository.publicContents([])).toEqual(new Map());
    });

    it('deletes an article once', async () => {
      const repository = await create();
      const article = await repository.create(newArticle({ slug: 'gone' }));

      expect(await repository.delete(article.id)).toBe(true);
      expect(await repository.delete(article.id)).toBe(false);
      expect(await repository.findById(article.id)).toBeNull();
    });
  });
}
