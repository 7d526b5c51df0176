import { describe, expect, it } from 'vitest';
import { categoryOfSlug, categorySlug, firstFreeSlug, slugFromTitle } from './article-slug.ts';

describe('slugFromTitle', () => {
  it('lower-cases the words and joins them with single hyphens', () => {
    expect(slugFromTitle('  The State of Civic Tech, 2026!  ')).toBe('the-state-of-civic-tech-2026');
  });

  it('transliterates accented and special letters to ASCII', () => {
    expect(slugFromTitle('Économie sociale à Zürich')).toBe('economie-sociale-a-zurich');
    expect(slugFromTitle('Straße, Øresund and Łódź')).toBe('strasse-oresund-and-lodz');
  });

  it('falls back to "article" when nothing can be kept', () => {
    expect(slugFromTitle('!!! ???')).toBe('article');
    expect(slugFromTitle('日本語')).toBe('article');
  });

  it('keeps room for a suffix under the slug limit and never ends on a hyphen', () => {
    const slug = slugFromTitle(`${'a'.repeat(109)} b`);
    expect(slug.length).toBeLessThanOrEqual(110);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('firstFreeSlug', () => {
  it('takes the base when it is free', () => {
    expect(firstFreeSlug('notes', ['notes-2'])).toBe('notes');
  });

  it('takes the first free numeric suffix', () => {
    expect(firstFreeSlug('notes', ['notes'])).toBe('notes-2');
    expect(firstFreeSlug('notes', ['notes', 'notes-2', 'notes-4'])).toBe('notes-3');
  });
});

describe('category slugs', () => {
  it('gives each category a slug that names it back, and no category for another slug', () => {
    expect(categorySlug('Case Study')).toBe('case-study');
    expect(categoryOfSlug('case-study')).toBe('Case Study');
    expect(categoryOfSlug('research')).toBe('Research');
    expect(categoryOfSlug('news')).toBeUndefined();
  });
});
