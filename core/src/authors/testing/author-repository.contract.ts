import { describe, expect, it } from 'vitest';
import type { ArticleRepository } from '../../knowledge/article-repository.ts';
import { anArticle } from '../../knowledge/testing/article-builder.ts';
import type { MemberRepository } from '../../members/member-repository.ts';
import { aNewMember } from '../../members/testing/member-builder.ts';
import type { AuthorRepository } from '../author-repository.ts';

export interface AuthorRepositoryFixture {
  authors: AuthorRepository;
  members: MemberRepository;
  articles: ArticleRepository;
}

const profile = {
  name: 'Ada Byron',
  bio: 'Writes on engines.',
  avatarUrl: 'https://example.org/ada.png',
  slug: 'ada-byron',
};

/** What every `AuthorRepository` must do; run on the fake and on each adapter. */
export function authorRepositoryContract(name: string, setUp: () => Promise<AuthorRepositoryFixture>): void {
  describe(`AuthorRepository contract: ${name}`, () => {
    async function anArticleBy(articles: ArticleRepository, createdBy: string | null) {
      const { id: _id, ...article } = anArticle({ createdBy });
      return articles.create(article);
    }

    it('gives staff a profile with their own name until they save one, and members none', async () => {
      const { authors, members } = await setUp();
      const staff = await members.create(
        aNewMember({ firstName: 'Ada', lastName: 'Lovelace', staffRole: 'author' }),
      );
      const reader = await members.create(aNewMember());

      expect(await authors.profileOf(staff.id)).toEqual({
        id: staff.id,
        name: 'Ada Lovelace',
        bio: '',
        avatarUrl: null,
        slug: null,
      });
      expect(await authors.profileOf(reader.id)).toBeNull();
    });

    it('stores a profile, finds it by slug, and keeps a slug to its holder', async () => {
      const { authors, members } = await setUp();
      const ada = await members.create(aNewMember({ staffRole: 'author' }));
      const bea = await members.create(aNewMember({ staffRole: 'editor' }));

      expect(await authors.saveProfile(ada.id, profile)).toBe(true);
      expect(await authors.saveProfile(bea.id, { ...profile, name: 'Bea' })).toBe(false);

      expect(await authors.profileOf(ada.id)).toEqual({ id: ada.id, ...profile });
      expect(await authors.findBySlug('ada-byron')).toEqual({ id: ada.id, ...profile });
      expect(await authors.findBySlug('nobody')).toBeNull();
      expect((await authors.profileOf(bea.id))?.slug).toBeNull();
    });

    it('lists the slugs taken from a base, and only those', async () => {
      const { authors, members } = await setUp();
      for (const slug of ['ada', 'ada-2', 'adam']) {
        const member = await members.create(aNewMember({ staffRole: 'author' }));
        await authors.saveProfile(member.id, { ...profile, slug });
      }

      expect((await authors.slugsFrom('ada')).sort()).toEqual(['ada', 'ada-2']);
    });

    it('tells staff from other members', async () => {
      const { authors, members } = await setUp();
      const staff = await members.create(aNewMember({ staffRole: 'editor' }));
      const reader = await members.create(aNewMember());

      expect(await authors.staffAmong([staff.id, reader.id, '00000000-0000-4000-8000-999999999999'])).toEqual(
        [staff.id],
      );
    });

    it('names an article by its creator until its authors are set, then in their order', async () => {
      const { authors, members, articles } = await setUp();
      const ada = await members.create(aNewMember({ firstName: 'Ada', lastName: 'L', staffRole: 'author' }));
      const bea = await members.create(aNewMember({ firstName: 'Bea', lastName: 'K', staffRole: 'editor' }));
      const article = await anArticleBy(articles, ada.id);
      const anonymous = await anArticleBy(articles, null);

      const before = await authors.authorsOf([article.id, anonymous.id]);
      expect(before.get(article.id)?.map(({ name }) => name)).toEqual(['Ada L']);
      expect(before.has(anonymous.id)).toBe(false);
      expect(await authors.articleIdsBy(ada.id)).toEqual([article.id]);

      await authors.setArticleAuthors(article.id, [bea.id, ada.id]);
      await authors.setArticleAuthors(anonymous.id, [bea.id]);

      const after = await authors.authorsOf([article.id, anonymous.id]);
      expect(after.get(article.id)?.map(({ name }) => name)).toEqual(['Bea K', 'Ada L']);
      expect(after.get(anonymous.id)?.map(({ id }) => id)).toEqual([bea.id]);
      expect((await authors.articleIdsBy(bea.id)).sort()).toEqual([article.id, anonymous.id].sort());

      await authors.setArticleAuthors(article.id, [bea.id]);
      expect(await authors.articleIdsBy(ada.id)).toEqual([]);
    });
  });
}
