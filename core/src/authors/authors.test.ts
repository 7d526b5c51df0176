import { describe, expect, it } from 'vitest';
import { InMemoryAuditLog } from '../audit/testing/in-memory-audit-log.ts';
import { anArticle } from '../knowledge/testing/article-builder.ts';
import { createArticle } from '../knowledge/create-article.ts';
import { InMemoryArticleRepository } from '../knowledge/testing/in-memory-article-repository.ts';
import { InMemoryArticleRevisions } from '../knowledge/testing/in-memory-article-revisions.ts';
import { updateArticle } from '../knowledge/update-article.ts';
import { InMemoryMemberRepository } from '../members/testing/in-memory-member-repository.ts';
import { aNewMember } from '../members/testing/member-builder.ts';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { InMemoryTransactions } from '../shared/testing/in-memory-transactions.ts';
import type { StaffRole } from '../staff/permissions.ts';
import { articleAuthors } from './article-authors.ts';
import { getAuthorPage } from './get-author-page.ts';
import { setArticleAuthors } from './set-article-authors.ts';
import { InMemoryAuthorRepository } from './testing/in-memory-author-repository.ts';
import { updateOwnAuthorProfile } from './update-own-author-profile.ts';

function setUp() {
  const clock = new FixedClock('2026-06-01T10:00:00.000Z');
  const transactions = new InMemoryTransactions();
  const members = new InMemoryMemberRepository(undefined, transactions);
  const articles = new InMemoryArticleRepository();
  const authors = new InMemoryAuthorRepository(members, articles, transactions);
  const deps = {
    clock,
    transactions,
    members,
    articles,
    authors,
    auditLog: new InMemoryAuditLog({ clock, transactions }),
    revisions: new InMemoryArticleRevisions({ transactions }),
    bylines: authors,
  };
  const staff = async (firstName: string, role: StaffRole = 'author') => {
    const member = await members.create(aNewMember({ firstName, lastName: 'Writer', staffRole: role }));
    return { id: member.id, role };
  };
  const article = async (overrides: Parameters<typeof anArticle>[0] = {}) => {
    const { id: _id, ...fields } = anArticle(overrides);
    return articles.create(fields);
  };
  return { deps, staff, article };
}

describe('a staff member’s author profile', () => {
  it('takes its page address from the first saved name and keeps it when the name changes', async () => {
    const { deps, staff } = setUp();
    const ada = await staff('Ada');

    const first = await updateOwnAuthorProfile(deps, { name: 'Ada Writer', bio: ' Engines. ' }, ada);
    const renamed = await updateOwnAuthorProfile(deps, { name: 'Ada King' }, ada);

    expect(first).toMatchObject({ slug: 'ada-writer', bio: 'Engines.', avatarUrl: null });
    expect(renamed).toMatchObject({ name: 'Ada King', slug: 'ada-writer' });
  });

  it('gives a second author of the same name the next free address', async () => {
    const { deps, staff } = setUp();
    await updateOwnAuthorProfile(deps, { name: 'Sam Lee' }, await staff('Sam'));

    const second = await updateOwnAuthorProfile(deps, { name: 'Sam Lee' }, await staff('Sam'));

    expect(second.slug).toBe('sam-lee-2');
  });

  it('accepts an uploaded image as avatar and refuses other addresses', async () => {
    const { deps, staff } = setUp();
    const ada = await staff('Ada');

    expect(
      (
        await updateOwnAuthorProfile(
          deps,
          { name: 'Ada', avatarUrl: '0123456789abcdef0123456789abcdef-400x400' },
          ada,
        )
      ).avatarUrl,
    ).toBe('0123456789abcdef0123456789abcdef-400x400');
    await expect(
      updateOwnAuthorProfile(deps, { name: 'Ada', avatarUrl: 'http://example.org/a.png' }, ada),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });
});

describe('an article’s authors', () => {
  it('are its creator until named, then the staff named in order, and the article counts as changed', async () => {
    const { deps, staff, article } = setUp();
    const editor = await staff('Eve', 'editor');
    const ada = await staff('Ada');
    const written = await article({ createdBy: editor.id });

    expect((await articleAuthors(deps, [written.id])).get(written.id)?.map(({ name }) => name)).toEqual([
      'Eve Writer',
    ]);

    const named = await setArticleAuthors(deps, written.id, { authorIds: [ada.id, editor.id] }, editor);

    expect(named.map(({ id }) => id)).toEqual([ada.id, editor.id]);
    expect((await deps.articles.findById(written.id))?.updatedAt).toEqual(deps.clock.now());
  });

  it('are staff only, and an author names them only on their own draft', async () => {
    const { deps, staff, article } = setUp();
    const ada = await staff('Ada');
    const bea = await staff('Bea');
    const reader = await deps.members.create(aNewMember());
    const theirs = await article({ createdBy: ada.id, published: false, publishedAt: null });
    const another = await article({ createdBy: bea.id, published: false, publishedAt: null });

    await expect(setArticleAuthors(deps, theirs.id, { authorIds: [reader.id] }, ada)).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    await expect(setArticleAuthors(deps, another.id, { authorIds: [ada.id] }, ada)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await setArticleAuthors(deps, theirs.id, { authorIds: [ada.id, bea.id] }, ada)).toHaveLength(2);
  });
});

describe('authors named as an article is saved', () => {
  const draft = { title: 'Field notes', category: 'Insight', excerpt: 'Seen.', content: 'Body.' };
  const bylineOf = async (deps: ReturnType<typeof setUp>['deps'], id: string) =>
    (await deps.authors.authorsOf([id])).get(id)?.map(({ name }) => name);

  it('are the creator by default, the staff given in their order otherwise, and renamed by an edit', async () => {
    const { deps, staff } = setUp();
    const editor = await staff('Eve', 'editor');
    const ada = await staff('Ada');
    const bea = await staff('Bea');

    const { article: own } = await createArticle(deps, draft, editor);
    const { article: shared } = await createArticle(deps, { ...draft, authorIds: [bea.id, ada.id] }, editor);
    await updateArticle(deps, own.id, { authorIds: [ada.id, editor.id] }, editor);

    expect(await bylineOf(deps, shared.id)).toEqual(['Bea Writer', 'Ada Writer']);
    expect(await bylineOf(deps, own.id)).toEqual(['Ada Writer', 'Eve Writer']);
  });

  it('refuses authors who are not staff, listed twice or none, in words', async () => {
    const { deps, staff } = setUp();
    const editor = await staff('Eve', 'editor');
    const reader = await deps.members.create(aNewMember());

    await expect(
      createArticle(deps, { ...draft, authorIds: [editor.id, reader.id] }, editor),
    ).rejects.toMatchObject({ code: 'VALIDATION', message: 'Each author must be a staff member' });
    await expect(
      createArticle(deps, { ...draft, authorIds: [editor.id, editor.id] }, editor),
    ).rejects.toMatchObject({ code: 'VALIDATION', message: 'An author is listed twice' });
    await expect(createArticle(deps, { ...draft, authorIds: [] }, editor)).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'An article needs at least one author',
    });
  });
});

describe('an author page', () => {
  it('lists the author’s published articles only, and is not found for an unknown slug', async () => {
    const { deps, staff, article } = setUp();
    const ada = await staff('Ada');
    await updateOwnAuthorProfile(deps, { name: 'Ada Writer' }, ada);
    const published = await article({ createdBy: ada.id });
    await article({ createdBy: ada.id, published: false, publishedAt: null });
    await article();

    const page = await getAuthorPage(deps, 'ada-writer');

    expect(page.author).toEqual({ name: 'Ada Writer', slug: 'ada-writer', bio: '', avatarUrl: null });
    expect(page.articles.map(({ id }) => id)).toEqual([published.id]);
    await expect(getAuthorPage(deps, 'nobody')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
