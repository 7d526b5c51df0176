import { articleCategories, type ArticleCategory } from '@commons/core/knowledge/article';
import { canRead, type Reader } from '@commons/core/knowledge/article-access';
import type { ArticleSummary } from '../api/articles.ts';

export type CategoryFilter = 'All' | ArticleCategory;

/** The hub's filter buttons, in the spec's order. */
export const categoryFilters: CategoryFilter[] = ['All', ...articleCategories];

/** The category an address's `?category=` names, in any case; All when it names none. */
export function categoryFromParam(value: string | null): CategoryFilter {
  const wanted = value?.trim().toLowerCase();
  return articleCategories.find((category) => category.toLowerCase() === wanted) ?? 'All';
}

/** The hub's query string for its filters: `?q=` and `?category=` when set (a filtered list has no pages). */
export function filtersSearch({ search, category }: { search: string; category: CategoryFilter }): string {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (category !== 'All') params.set('category', category);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The date a reader sees: publication date when there is one, else creation date. */
export function articleDate(article: Pick<ArticleSummary, 'publishedAt' | 'createdAt'>): string {
  return article.publishedAt ?? article.createdAt;
}

/** The article's last change: its last save, or its publication when that came later (scheduled). */
export function articleModified(
  article: Pick<ArticleSummary, 'publishedAt' | 'createdAt' | 'updatedAt'>,
): string {
  const shown = articleDate(article);
  return new Date(article.updatedAt) > new Date(shown) ? article.updatedAt : shown;
}

// Built on first use: creating a formatter is costly, and this module loads with the landing page.
let dateFormat: Intl.DateTimeFormat | undefined;

export function formatArticleDate(article: Pick<ArticleSummary, 'publishedAt' | 'createdAt'>): string {
  dateFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dateFormat.format(new Date(articleDate(article)));
}

/**
 * Articles of the chosen category whose title, excerpt or category contains the search text; with
 * `availableTo`, only those that reader may read ("Available to me").
 */
export function filterArticles<
  T extends Pick<ArticleSummary, 'title' | 'excerpt' | 'category' | 'visibility' | 'tiers'>,
>(
  articles: T[],
  { search, category, availableTo }: { search: string; category: CategoryFilter; availableTo?: Reader },
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  return articles.filter(
    (article) =>
      (category === 'All' || article.category === category) &&
      (availableTo === undefined || canRead(article, availableTo)) &&
      (!needle ||
        [article.title, article.excerpt, article.category].some((text) =>
          text.toLocaleLowerCase().includes(needle),
        )),
  );
}

export function articlesFoundText(count: number): string {
  return `${count} ${count === 1 ? 'article' : 'articles'} found`;
}
