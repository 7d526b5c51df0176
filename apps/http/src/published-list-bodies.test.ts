import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '@commons/core/knowledge/article';
import { publishedListBodies } from './published-list-bodies.ts';
import { representationOf } from './revalidated-body.ts';

function source() {
  const state = { version: 1, revision: 1, reads: 0, scopes: 0, slugs: ['first'] };
  const bodies = publishedListBodies({
    listPublishedArticles: async () => {
      state.reads += 1;
      return state.slugs.map((slug) => ({ slug }) as ArticleSummary);
    },
    publishedListChanges: { version: () => state.version, revision: async () => state.revision },
    inDatabaseScope: (work) => {
      state.scopes += 1;
      return work();
    },
  });
  return { state, bodies };
}

const slugsJson = (articles: ArticleSummary[]) =>
  representationOf(JSON.stringify(articles.map(({ slug }) => slug)));

describe('publishedListBodies', () => {
  it('keeps a body while the list is current, with no database scope and no second read', async () => {
    const { state, bodies } = source();
    const first = await bodies(slugsJson);
    expect(first.body.toString()).toBe('["first"]');

    expect(await bodies(slugsJson)).toBe(first);
    expect(state).toMatchObject({ reads: 1, scopes: 1 });
  });

  it('makes the body again once the content changed, and keeps it across an expiry that changed nothing', async () => {
    const { state, bodies } = source();
    const first = await bodies(slugsJson);

    state.version += 1;
    expect(await bodies(slugsJson)).toBe(first);
    expect(state.reads).toBe(1);

    state.version += 1;
    state.revision += 1;
    state.slugs = ['first', 'second'];
    expect((await bodies(slugsJson)).body.toString()).toBe('["first","second"]');
    expect(state.reads).toBe(2);
  });

  it('keeps each kind of body apart', async () => {
    const { bodies } = source();
    const count = (articles: ArticleSummary[]) => representationOf(String(articles.length));
    expect((await bodies(slugsJson)).body.toString()).toBe('["first"]');
    expect((await bodies(count)).body.toString()).toBe('1');
  });
});
