import { describe, expect, it } from 'vitest';
import { pagedMeta, pageOf, requestedPage } from './pagination.ts';

describe('pagination', () => {
  it('reads the page from the query string: 1 without one, null for a number that is no page', () => {
    expect(requestedPage('')).toBe(1);
    expect(requestedPage('?page=3')).toBe(3);
    for (const bad of ['?page=0', '?page=-1', '?page=two', '?page=02', '?page=1.5', '?page=']) {
      expect(requestedPage(bad)).toBeNull();
    }
  });

  it('cuts pages of the given size, the first existing even when empty, none past the last', () => {
    const items = Array.from({ length: 5 }, (_, index) => index);

    expect(pageOf(items, 1, 2)).toEqual({ items: [0, 1], page: 1, pageCount: 3 });
    expect(pageOf(items, 3, 2)).toEqual({ items: [4], page: 3, pageCount: 3 });
    expect(pageOf(items, 4, 2)).toBeNull();
    expect(pageOf([], 1, 2)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it('names the first page by its path alone, and the neighbours of each', () => {
    expect(pagedMeta('/knowledge', { items: [], page: 1, pageCount: 3 })).toEqual({
      canonicalPath: '/knowledge',
      nextPath: '/knowledge?page=2',
    });
    expect(pagedMeta('/knowledge', { items: [], page: 2, pageCount: 3 })).toEqual({
      canonicalPath: '/knowledge?page=2',
      prevPath: '/knowledge',
      nextPath: '/knowledge?page=3',
    });
    expect(pagedMeta('/knowledge', { items: [], page: 3, pageCount: 3 })).toEqual({
      canonicalPath: '/knowledge?page=3',
      prevPath: '/knowledge?page=2',
    });
  });
});
