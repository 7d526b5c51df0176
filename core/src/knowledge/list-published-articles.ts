import { z } from 'zod';
import { parseInput } from '../shared/validation.ts';
import type { ArticleSummary } from './article.ts';
import type { ArticleRepository } from './article-repository.ts';

export function listPublishedArticles(deps: { articles: ArticleRepository }): Promise<ArticleSummary[]> {
  return deps.articles.listPublished();
}

/** How many articles a page of the public list holds unless asked otherwise (the hub's pages too). */
export const publishedPageSize = 12;

const pageMessage = 'page must be a whole number from 1';
const pageSizeMessage = 'pageSize must be a whole number from 1 to 100';

const publishedPageSchema = z.object({
  page: z.coerce.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).default(1),
  pageSize: z.coerce
    .number({ error: pageSizeMessage })
    .int(pageSizeMessage)
    .min(1, pageSizeMessage)
    .max(100, pageSizeMessage)
    .default(publishedPageSize),
});

/**
 * One page of the published list (`page`, `pageSize` from a query string) and the list's length; a
 * page past the last is empty. The list is the one every reader shares, so paging cuts it here.
 */
export function pageOfPublished(
  published: readonly ArticleSummary[],
  input: unknown,
): { articles: ArticleSummary[]; total: number } {
  const { page, pageSize } = parseInput(publishedPageSchema, input);
  const start = (page - 1) * pageSize;
  return { articles: published.slice(start, start + pageSize), total: published.length };
}
