import { articleCategories, type ArticleCategory } from '@commons/core/knowledge/article';
import type { ArticleSummary } from '../api/articles.ts';

export type CategoryFilter = 'All' | ArticleCategory;

/** The hub's filter buttons, in the spec's order. */
export const categoryFilters: CategoryFilter[] = ['All', ...articleCategories];

/** The date a reader sees: publication date when there is one, else creation date. */
export function articleDate(article: Pick<ArticleSummary, 'publishedAt' | 'createdAt'>): string {
  return article.publishedAt ?? article.createdAt;
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

/** Articles of the chosen category whose title, excerpt or category contains the search text. */
export function filterArticles<T extends Pick<ArticleSummary, 'title' | 'excerpt' | 'category'>>(
  articles: T[],
  { search, category }: { search: string; category: CategoryFilter },
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  return articles.filter(
    (article) =>
      (category === 'All' || article.category === category) &&
      (!needle ||
        [article.title, article.excerpt, article.category].some((text) =>
          text.toLocaleLowerCase().includes(needle),
        )),
  );
}

export function articlesFoundText(count: number): string {
  return `${count} ${count === 1 ? 'article' : 'articles'} found`;
}
