import type { StaffMember } from '../staff/permissions.ts';
import { describe, expect, it } from 'vitest';
import { InMemoryAuditLog } from '../audit/testing/in-memory-audit-log.ts';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { InMemoryTransactions } from '../shared/testing/in-memory-transactions.ts';
import { createArticle } from './create-article.ts';
import { getPublishedArticle } from './get-published-article.ts';
import { publishDueArticles } from './publish-due-articles.ts';
import { EscapingArticleRenderer } from './testing/escaping-article-renderer.ts';
import { InMemoryArticleRepository } from './testing/in-memory-article-repository.ts';
import { inMemorySavingPorts } from './testing/in-memory-saving-ports.ts';
import { updateArticle } from './update-article.ts';

const adminId = '00000000-0000-4000-8000-00000000a0a0';
const admin: StaffMember = { id: adminId, role: 'admin' };
const draft = { title: 'Field notes', category: 'Insight', excerpt: 'What we saw.', content: 'Body.' };

function setUp() {
  const clock = new FixedClock('2026-06-01T10:00:00.000Z');
  const articles = new InMemoryArticleRepository();
  const transactions = new InMemoryTransactions();
  const auditLog = new InMemoryAuditLog({ clock, transactions });
  const reading = { articles, renderer: new EscapingArticleRenderer() };
  return {
    clock,
    articles,
    auditLog,
    reading,
    deps: { clock, articles, auditLog, transactions, ...inMemorySavingPorts(articles, transactions) },
  };
}

const inSeconds = (clock: FixedClock, seconds: number) =>
  new Date(clock.now().getTime() + seconds * 1000).toISOString();

describe('slugs made from the title', () => {
  it('gives an article created without a slug one from its title', async () => {
    const { deps } = setUp();

    const { article } = await createArticle(deps, { ...draft, title: 'Économie & Société 2026' }, admin);

    expect(article.slug).toBe('economie-societe-2026');
  });

  it('gives a second article with the same title a suffixed slug, and a third the next one', async () => {
    const { deps } = setUp();

    const first = await createArticle(deps, draft, admin);
    const second = await createArticle(deps, { ...draft, slug: '  ' }, admin);
    const third = await createArticle(deps, draft, admin);

    expect([first, second, third].map(({ article }) => article.slug)).toEqual([
      'field-notes',
      'field-notes-2',
      'field-notes-3',
    ]);
  });

  it('keeps a slug staff typed, and lets staff edit it later', async () => {
    const { deps } = setUp();
    const { article } = await createArticle(deps, { ...draft, slug: 'chosen' }, admin);

    const edited = await updateArticle(deps, article.id, { slug: 'renamed' }, admin);

    expect(article.slug).toBe('chosen');
    expect(edited.article.slug).toBe('renamed');
  });
});

describe('scheduled publication', () => {
  it('keeps an article scheduled ahead unpublished, then publishes it once its time has come', async () => {
    const { deps, clock, reading } = setUp();
    const publishAt = inSeconds(clock, 30);
    const { article } = await createArticle(deps, { ...draft, publishAt }, admin);

    expect(article).toMatchObject({ published: false, publishAt: new Date(publishAt) });
    expect(await publishDueArticles(deps)).toEqual({ published: 0 });
    await expect(getPublishedArticle(reading, article.slug)).rejects.toMatchObject({ code: 'NOT_FOUND' });

    clock.advanceSeconds(30);

    expect(await publishDueArticles(deps)).toEqual({ published: 1 });
    expect(await getPublishedArticle(reading, article.slug)).toMatchObject({
      publishedAt: new Date(publishAt),
      publishAt: null,
    });
    expect(await publishDueArticles(deps)).toEqual({ published: 0 });
  });

  it('records the scheduled publication in the audit log as the system', async () => {
    const { deps, clock, auditLog } = setUp();
    await createArticle(deps, { ...draft, publishAt: inSeconds(clock, 5) }, admin);
    clock.advanceSeconds(5);

    await publishDueArticles(deps);

    const entries = await auditLog.list({ limit: 10, offset: 0 });
    expect(entries.entries.map((entry) => [entry.action, entry.actor.kind])).toContainEqual([
      'article.published',
      'system',
    ]);
  });

  it('publishes at once for a time already past', async () => {
    const { deps, clock } = setUp();

    const { article } = await createArticle(deps, { ...draft, publishAt: inSeconds(clock, -60) }, admin);

    expect(article).toMatchObject({ published: true, publishedAt: clock.now(), publishAt: null });
  });

  it('schedules an edited draft, calls the schedule off, and publishes now on demand', async () => {
    const { deps, clock } = setUp();
    const { article } = await createArticle(deps, draft, admin);

    const scheduled = await updateArticle(deps, article.id, { publishAt: inSeconds(clock, 600) }, admin);
    expect(scheduled.article).toMatchObject({ published: false, publishAt: new Date(inSeconds(clock, 600)) });
    const calledOff = await updateArticle(deps, article.id, { publishAt: null }, admin);
    expect(calledOff.article).toMatchObject({ published: false, publishAt: null });
    await updateArticle(deps, article.id, { publishAt: inSeconds(clock, 600) }, admin);
    const now = await updateArticle(deps, article.id, { published: true }, admin);
    expect(now.article).toMatchObject({ published: true, publishedAt: clock.now(), publishAt: null });
  });

  it('keeps the schedule through an edit of other fields, and stamps every save', async () => {
    const { deps, clock } = setUp();
    const { article } = await createArticle(deps, { ...draft, publishAt: inSeconds(clock, 600) }, admin);
    clock.advanceSeconds(1);

    const edited = await updateArticle(deps, article.id, { title: 'Renamed' }, admin);

    expect(edited.article).toMatchObject({ published: false, publishAt: article.publishAt });
    expect(edited.article.updatedAt).toEqual(clock.now());
    expect(article.updatedAt).toEqual(article.createdAt);
  });

  it('refuses a publication time without its time zone, in words', async () => {
    const { deps } = setUp();

    await expect(
      createArticle(deps, { ...draft, publishAt: '2026-06-01T10:00' }, admin),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Publication time must be a date and time with its time zone',
    });
  });
});
