import { describe, expect, it } from 'vitest';
import { anArticle } from '@commons/core/knowledge/testing/article-builder';
import { articleRepositoryContract } from '@commons/core/knowledge/testing/article-repository.contract';
import { InMemoryArticleRepository } from '@commons/core/knowledge/testing/in-memory-article-repository';
import { FixedClock } from '@commons/core/shared/testing/fixed-clock';
import { CachedArticleRepository, publishedArticlesTtlMs } from './cached-article-repository.ts';

class CountingArticleRepository extends InMemoryArticleRepository {
  lists = 0;
  failNextList = false;

  override async listPublished() {
    this.lists += 1;
    if (this.failNextList) {
      this.failNextList = false;
      throw new Error('database down');
    }
    return super.listPublished();
  }
}

function setUp() {
  const inner = new CountingArticleRepository();
  const clock = new FixedClock();
  return { inner, clock, cached: new CachedArticleRepository(inner, clock) };
}

articleRepositoryContract('cached, over the in-memory one', async () => setUp().cached);

describe('CachedArticleRepository', () => {
  it('answers repeated and concurrent reads within the TTL with one query and the same array', async () => {
    const { inner, cached } = setUp();
    await inner.saveBySlug(anArticle({ slug: 'one' }));

    const [first, second] = await Promise.all([cached.listPublished(), cached.listPublished()]);
    const third = await cached.listPublished();

    expect(inner.lists).toBe(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('reads again once the TTL has passed', async () => {
    const { inner, clock, cached } = setUp();
    await cached.listPublished();

    clock.advanceSeconds(publishedArticlesTtlMs / 1000);
    await cached.listPublished();

    expect(inner.lists).toBe(2);
  });

  it('shows a publish through it at once', async () => {
    const { cached } = setUp();
    expect(await cached.listPublished()).toEqual([]);

    await cached.saveBySlug(anArticle({ slug: 'fresh' }));

    expect((await cached.listPublished()).map((summary) => summary.slug)).toEqual(['fresh']);
  });

  it('shows a staff publish, unpublish and delete through it at once', async () => {
    const { cached } = setUp();
    const { id: _id, ...draft } = anArticle({ slug: 'staff', published: false, publishedAt: null });
    const created = await cached.create(draft);
    expect(await cached.listPublished()).toEqual([]);
    const { id, createdAt: _createdAt, ...fields } = created;

    await cached.update(id, { ...fields, published: true });
    expect((await cached.listPublished()).map((summary) => summary.slug)).toEqual(['staff']);
    await cached.update(id, { ...fields, published: false });
    expect(await cached.listPublished()).toEqual([]);
    await cached.update(id, { ...fields, published: true });
    expect(await cached.listPublished()).toHaveLength(1);
    await cached.delete(id);
    expect(await cached.listPublished()).toEqual([]);
  });

  it('sees a write elsewhere after invalidate()', async () => {
    const { inner, cached } = setUp();
    await cached.listPublished();
    await inner.saveBySlug(anArticle({ slug: 'elsewhere' }));

    cached.invalidate();

    expect((await cached.listPublished()).map((summary) => summary.slug)).toEqual(['elsewhere']);
  });

  it('does not remember a failed read', async () => {
    const { inner, cached } = setUp();
    inner.failNextList = true;

    await expect(cached.listPublished()).rejects.toThrow('database down');

    expect(await cached.listPublished()).toEqual([]);
    expect(inner.lists).toBe(2);
  });

  it('keeps its version while the list is kept, and changes it on a write, an invalidate() and the expiry', async () => {
    const { inner, clock, cached } = setUp();
    await cached.listPublished();
    const kept = cached.publishedListVersion();
    await cached.listPublished();
    clock.advanceSeconds(publishedArticlesTtlMs / 1000 - 1);
    expect(cached.publishedListVersion()).toBe(kept);
    expect(inner.lists).toBe(1);

    await cached.saveBySlug(anArticle({ slug: 'fresh' }));
    const afterWrite = cached.publishedListVersion();
    expect(afterWrite).not.toBe(kept);

    await cached.listPublished();
    cached.invalidate();
    const afterInvalidate = cached.publishedListVersion();
    expect(afterInvalidate).not.toBe(afterWrite);

    // Another instance's publish shows here once the kept list expires: the version says so without
    // a query.
    await cached.listPublished();
    clock.advanceSeconds(publishedArticlesTtlMs / 1000);
    const lists = inner.lists;
    expect(cached.publishedListVersion()).not.toBe(afterInvalidate);
    expect(inner.lists).toBe(lists);
  });

  it('changes its version after a failed read', async () => {
    const { inner, cached } = setUp();
    const before = cached.publishedListVersion();
    inner.failNextList = true;

    await expect(cached.listPublished()).rejects.toThrow('database down');

    expect(cached.publishedListVersion()).not.toBe(before);
  });

  it('keeps its revision across expiries while the content is the same, and changes it when the content does', async () => {
    const { inner, clock, cached } = setUp();
    await inner.saveBySlug(anArticle({ slug: 'first', publishedAt: new Date('2026-01-01') }));
    const first = await cached.publishedListRevision();

    clock.advanceSeconds(publishedArticlesTtlMs / 1000);
    const lists = inner.lists;
    expect(await cached.publishedListRevision()).toBe(first);
    expect(inner.lists).toBe(lists + 1);

    // Written on another instance: this one sees it once its kept list expires.
    await inner.saveBySlug(anArticle({ slug: 'second', publishedAt: new Date('2026-01-02') }));
    expect(await cached.publishedListRevision()).toBe(first);
    clock.advanceSeconds(publishedArticlesTtlMs / 1000);
    expect(await cached.publishedListRevision()).not.toBe(first);
  });

  it('fails its revision with a failed read, and answers again once the database does', async () => {
    const { inner, cached } = setUp();
    inner.failNextList = true;

    await expect(cached.publishedListRevision()).rejects.toThrow('database down');

    expect(await cached.publishedListRevision()).toEqual(expect.any(Number));
  });
});
