import { describe, expect, it } from 'vitest';
import { canonicalPagePath } from './canonical-paths.ts';

describe("a page's canonical path", () => {
  it('drops a trailing slash and lower-cases the letters', () => {
    expect(canonicalPagePath('/knowledge/')).toBe('/knowledge');
    expect(canonicalPagePath('/f100/')).toBe('/f100');
    expect(canonicalPagePath('/KNOWLEDGE')).toBe('/knowledge');
    expect(canonicalPagePath('/Pillars/WSA/')).toBe('/pillars/wsa');
  });

  it('leaves a canonical path, the home page and file names alone', () => {
    for (const path of ['/', '/knowledge', '/knowledge/some-article', '/index.html', '/assets/index-Bx9Q.js'])
      expect(canonicalPagePath(path)).toBeUndefined();
  });

  it('keeps the case of percent-escapes, which name the same bytes either way', () => {
    expect(canonicalPagePath('/knowledge/%E2%80%8F')).toBeUndefined();
    expect(canonicalPagePath('/Knowledge/%E2%80%8F')).toBe('/knowledge/%E2%80%8F');
  });

  it('never turns a path into an address on another host', () => {
    expect(canonicalPagePath('//evil.example/')).toBe('/evil.example');
    expect(canonicalPagePath('//evil/')).toBe('/evil');
    expect(canonicalPagePath('/\\evil/')).toBeUndefined();
    expect(canonicalPagePath('/\\Evil')).toBeUndefined();
  });
});
