import { z } from 'zod';
import { parseInput } from '../shared/validation.ts';
import type { ArticleListing } from './article.ts';
import type { ArticleRepository } from './article-repository.ts';

const pageSchema = z.object({
  limit: z.coerce.number({ error: 'Limit must be a number' }).int().min(1).max(200).default(50),
  offset: z.coerce.number({ error: 'Offset must be a number' }).int().min(0).default(0),
});

/** Drafts and published articles, newest created first, a page at a time, with the total. */
export function listArticlesForStaff(
  deps: { articles: ArticleRepository },
  query: unknown,
): Promise<{ articles: ArticleListing[]; total: number }> {
  return deps.articles.listAll(parseInput(pageSchema, query));
}
