import { describe, expect, it } from 'vitest';
import { setWithin } from './bounded-map.ts';

describe('setWithin', () => {
  it('lets the oldest key go once a new one passes the limit', () => {
    const map = new Map<string, number>();
    for (const [index, key] of ['a', 'b', 'c', 'd'].entries()) setWithin(map, key, index, 3);

    expect([...map.keys()]).toEqual(['b', 'c', 'd']);
  });

  it('replaces a value in place, letting none go, when the map is full', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    setWithin(map, 'a', 10, 2);

    expect([...map]).toEqual([
      ['a', 10],
      ['b', 2],
    ]);
  });
});
