import { describe, expect, it } from 'vitest';
import { InMemoryAuditLog } from '../audit/testing/in-memory-audit-log.ts';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { InMemoryTransactions } from '../shared/testing/in-memory-transactions.ts';
import type { StaffMember } from '../staff/permissions.ts';
import { createArticle } from './create-article.ts';
import { deleteArticle } from './delete-article.ts';
import { requestArticleReview } from './request-article-review.ts';
import { InMemoryArticleRepository } from './testing/in-memory-article-repository.ts';
import { inMemorySavingPorts } from './testing/in-memory-saving-ports.ts';
import { updateArticle } from './update-article.ts';

const author: StaffMember = { id: '00000000-0000-4000-8000-0000000000a1', role: 'author' };
const otherAuthor: StaffMember = { id: '00000000-0000-4000-8000-0000000000a2', role: 'author' };
const editor: StaffMember = { id: '00000000-0000-4000-8000-0000000000e1', role: 'editor' };
const draft = {
  title: 'Field notes',
  slug: 'field-notes',
  category: 'Insight',
  excerpt: 'Seen.',
  content: 'Body.',
};

function setUp() {
  const clock = new FixedClock('2026-06-01T10:00:00.000Z');
  const transactions = new InMemoryTransactions();
  const articles = new InMemoryArticleRepository();
  return {
    clock,
    articles,
    deps: {
      clock,
      articles,
      transactions,
      auditLog: new InMemoryAuditLog({ clock, transactions }),
      ...inMemorySavingPorts(articles, transactions),
    },
  };
}

describe('an author and their drafts', () => {
  it('records who created the article and lets its author edit the draft', async () => {
    const { deps } = setUp();
    const { article } = await createArticle(deps, draft, author);

    const { article: edited } = await updateArticle(deps, article.id, { title: 'Better notes' }, author);

    expect(article.createdBy).toBe(author.id);
    expect(edited.title).toBe('Better notes');
  });

  it("refuses an author another author's draft, to edit or delete", async () => {
    const { deps } = setUp();
    const { article } = await createArticle(deps, draft, otherAuthor);

    await expect(updateArticle(deps, article.id, { title: 'Mine now' }, author)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(deleteArticle(deps, article.id, author)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses an author publishing, even their own draft', async () => {
    const { deps, articles } = setUp();
    const { article } = await createArticle(deps, draft, author);

    await expect(updateArticle(deps, article.id, { published: true }, author)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringMatching(/submit the draft for review/),
    });
    expect((await articles.findById(article.id))?.published).toBe(false);
  });

  it('refuses an author a published article, even one they wrote', async () => {
    const { deps } = setUp();
    const { article } = await createArticle(deps, draft, author);
    await updateArticle(deps, article.id, { published: true }, editor);

    await expect(updateArticle(deps, article.id, { title: 'Sneaky' }, author)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('marks a submitted draft for review, and publishing by an editor clears the mark', async () => {
    const { deps, clock } = setUp();
    const { article } = await createArticle(deps, draft, author);

    const { article: submitted } = await requestArticleReview(deps, article.id, author);
    const { article: published } = await updateArticle(deps, article.id, { published: true }, editor);

    expect(submitted.reviewRequestedAt).toEqual(clock.now());
    expect(published).toMatchObject({ published: true, reviewRequestedAt: null });
  });

  it("lets an editor edit and delete anyone's article", async () => {
    const { deps, articles } = setUp();
    const { article } = await createArticle(deps, draft, author);

    await updateArticle(deps, article.id, { title: 'Edited' }, editor);
    await deleteArticle(deps, article.id, editor);

    expect(await articles.findById(article.id)).toBeNull();
  });
});
