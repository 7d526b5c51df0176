/**
 * An article's slug made from its title: lower case ASCII words joined by hyphens, so an address
 * reads like the title. A taken slug gets the first free numeric suffix (`title`, `title-2`, ...).
 */

import { articleCategories, type ArticleCategory } from './article.ts';

/** Letters NFKD does not split into a base letter and a mark. */
const spelledOut: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/** Room left under the slug's 120 characters for a suffix such as `-12`. */
const baseMaxLength = 110;

/** The lower case ASCII words of a text, joined by hyphens; empty when none is left. */
function asciiSlug(text: string): string {
  const ascii = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøđðłþı]/g, (letter) => spelledOut[letter] ?? '');
  const words = ascii.match(/[a-z0-9]+/g) ?? [];
  return words.join('-').slice(0, baseMaxLength).replace(/-+$/, '');
}

/** The slug a title gives; `article` when the title has no letter or digit to keep. */
export function slugFromTitle(title: string): string {
  return asciiSlug(title) || 'article';
}

/**
 * A tag's slug, made as a title's; empty when the name has no letter or digit to keep (such a
 * name is refused: its page would have no address).
 */
export function tagSlug(name: string): string {
  return asciiSlug(name);
}

/** The first of `base`, `base-2`, `base-3`... that is not among the taken slugs. */
export function firstFreeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let suffix = 2;
  while (used.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

/** A category's slug, the address of its page `/knowledge/category/:slug` (`Case Study`: `case-study`). */
export function categorySlug(category: ArticleCategory): string {
  return asciiSlug(category);
}

/** The category a slug names, if any. */
export function categoryOfSlug(slug: string): ArticleCategory | undefined {
  return articleCategories.find((category) => categorySlug(category) === slug);
}
