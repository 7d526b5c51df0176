import { describe, expect, it } from 'vitest';
import { InMemoryAuditLog } from '../audit/testing/in-memory-audit-log.ts';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { InMemoryTransactions } from '../shared/testing/in-memory-transactions.ts';
import type { StaffMember } from '../staff/permissions.ts';
import { keptRevisionsPerArticle } from './article-revision.ts';
import { createArticle } from './create-article.ts';
import { getArticleRevision } from './get-article-revision.ts';
import { listArticleRevisions } from './list-article-revisions.ts';
import { restoreArticleRevision } from './restore-article-revision.ts';
import { InMemoryArticleRepository } from './testing/in-memory-article-repository.ts';
import { InMemoryArticleRevisions } from './testing/in-memory-article-revisions.ts';
import { InMemoryAuthorRepository } from '../authors/testing/in-memory-author-repository.ts';
import { InMemoryMemberRepository } from '../members/testing/in-memory-member-repository.ts';
import { updateArticle } from './update-article.ts';

const editor: StaffMember = { id: '00000000-0000-4000-8000-0000000000e1', role: 'editor' };
const author: StaffMember = { id: '00000000-0000-4000-8000-0000000000a1', role: 'author' };
const otherAuthor: StaffMember = { id: '00000000-0000-4000-8000-0000000000a2', role: 'author' };
const draft = { title: 'Field notes', category: 'Insight', excerpt: 'Seen.', content: 'First body.' };

function setUp() {
  const clock = new FixedClock('2026-06-01T10:00:00.000Z');
  const transactions = new InMemoryTransactions();
  const articles = new InMemoryArticleRepository();
  const revisions = new InMemoryArticleRevisions({
    transactions,
    names: new Map([[editor.id, 'Bea Editor']]),
  });
  const members = new InMemoryMemberRepository(clock, transactions);
  const deps = {
    clock,
    articles,
    transactions,
    revisions,
    bylines: new InMemoryAuthorRepository(members, articles, transactions),
    auditLog: new InMemoryAuditLog({ clock, transactions }),
  };
  return { clock, deps };
}

describe('article revisions', () => {
  it('keeps each save with who made it, newest first, and none for a publication alone', async () => {
    const { deps, clock } = setUp();
    const { article } = await createArticle(deps, draft, editor);
    clock.advanceSeconds(60);
    await updateArticle(deps, article.id, { title: 'Field notes, revised', content: 'Second body.' }, editor);
    clock.advanceSeconds(60);
    await updateArticle(deps, article.id, { published: true }, editor);

    const listed = await listArticleRevisions(deps, article.id, editor);

    expect(listed).toEqual([
      {
        id: expect.any(String),
        savedAt: new Date('2026-06-01T10:01:00.000Z'),
        savedBy: { id: editor.id, name: 'Bea Editor' },
        title: 'Field notes, revised',
      },
      {
        id: expect.any(String),
        savedAt: new Date('2026-06-01T10:00:00.000Z'),
        savedBy: { id: editor.id, name: 'Bea Editor' },
        title: 'Field notes',
      },
    ]);
    const oldest = await getArticleRevision(deps, article.id, listed[1]!.id, editor);
    expect(oldest.snapshot).toMatchObject({
      title: 'Field notes',
      content: 'First body.',
      slug: 'field-notes',
    });
  });

  it(`keeps the last ${keptRevisionsPerArticle} saves only`, async () => {
    const { deps, clock } = setUp();
    const { article } = await createArticle(deps, draft, editor);
    for (let save = 1; save <= keptRevisionsPerArticle + 4; save += 1) {
      clock.advanceSeconds(1);
      await updateArticle(deps, article.id, { content: `Body ${save}.` }, editor);
    }

    const listed = await listArticleRevisions(deps, article.id, editor);

    expect(listed).toHaveLength(keptRevisionsPerArticle);
    const oldest = await getArticleRevision(deps, article.id, listed.at(-1)!.id, editor);
    expect(oldest.snapshot.content).toBe('Body 5.');
  });

  it('keeps no revision of a save that is refused after its write', async () => {
    const { deps, clock } = setUp();
    const { article } = await createArticle(deps, draft, editor);
    clock.advanceSeconds(1);

    await expect(
      updateArticle(deps, article.id, { content: 'Lost.', authorIds: [otherAuthor.id] }, editor),
    ).rejects.toMatchObject({ code: 'VALIDATION', message: 'Each author must be a staff member' });

    expect(await listArticleRevisions(deps, article.id, editor)).toHaveLength(1);
  });

  it('restores a kept save as a new save, leaving the publication as it is', async () => {
    const { deps, clock } = setUp();
    const { article } = await createArticle(
      deps,
      { ...draft, tags: ['Climate', 'AI'], visibility: 'paid' },
      editor,
    );
    clock.advanceSeconds(60);
    await updateArticle(
      deps,
      article.id,
      { title: 'Rewritten', content: 'New body.', tags: [], visibility: 'public', published: true },
      editor,
    );
    const first = (await listArticleRevisions(deps, article.id, editor)).at(-1)!;
    clock.advanceSeconds(60);

    const { article: restored } = await restoreArticleRevision(deps, article.id, first.id, editor);

    expect(restored).toMatchObject({
      title: 'Field notes',
      content: 'First body.',
      tags: [
        { name: 'Climate', slug: 'climate' },
        { name: 'AI', slug: 'ai' },
      ],
      visibility: 'paid',
      published: true,
    });
    const listed = await listArticleRevisions(deps, article.id, editor);
    expect(listed.map((revision) => revision.title)).toEqual(['Field notes', 'Rewritten', 'Field notes']);
    expect(listed[0]!.savedAt).toEqual(new Date('2026-06-01T10:02:00.000Z'));
  });

  it('shows and restores revisions only to whoever may edit the article', async () => {
    const { deps } = setUp();
    const { article } = await createArticle(deps, draft, author);
    const [revision] = await listArticleRevisions(deps, article.id, author);

    await expect(listArticleRevisions(deps, article.id, otherAuthor)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(getArticleRevision(deps, article.id, revision!.id, otherAuthor)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(restoreArticleRevision(deps, article.id, revision!.id, otherAuthor)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await restoreArticleRevision(deps, article.id, revision!.id, editor)).article.title).toBe(
      'Field notes',
    );
  });

  it('answers not found for an unknown revision or article', async () => {
    const { deps } = setUp();
    const { article } = await createArticle(deps, draft, editor);

    await expect(getArticleRevision(deps, article.id, 'nope', editor)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Revision not found',
    });
    await expect(
      listArticleRevisions(deps, '00000000-0000-4000-8000-000000000999', editor),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Article not found' });
  });
});
