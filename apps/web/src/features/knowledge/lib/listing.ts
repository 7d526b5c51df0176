import { categoryOfSlug } from '@commons/core/knowledge/article-slug';
import type { ArticleSummary } from '../api/articles.ts';

/** The pages that list published articles by what they share: a category or a tag. */
export type ListingKind = 'category' | 'tag';

export interface Listing {
  kind: ListingKind;
  /** The category's or tag's name, the page's heading. */
  name: string;
  path: string;
  articles: ArticleSummary[];
}

export const listingPath = (kind: ListingKind, slug: string): string =>
  `/knowledge/${kind}/${encodeURIComponent(slug)}`;

/**
 * The published articles a category or tag page lists, newest first as the hub; null for a slug
 * that names nothing (a category outside the five, a tag no published article carries): a 404.
 */
export function findListing(
  kind: ListingKind,
  slug: string,
  published: readonly ArticleSummary[],
): Listing | null {
  const path = listingPath(kind, slug);
  if (kind === 'category') {
    const category = categoryOfSlug(slug);
    if (!category) return null;
    return { kind, name: category, path, articles: published.filter((a) => a.category === category) };
  }
  const articles = published.filter((article) => article.tags.some((tag) => tag.slug === slug));
  const name = articles[0]?.tags.find((tag) => tag.slug === slug)?.name;
  return name ? { kind, name, path, articles } : null;
}
