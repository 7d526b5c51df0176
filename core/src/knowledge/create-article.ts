import type { Clock } from '../shared/clock.ts';
import { parseInput } from '../shared/validation.ts';
import { articleChange, type ArticleChange } from './article-change.ts';
import type { ArticleRepository } from './article-repository.ts';
import { createArticleSchema } from './article-schemas.ts';

/** Stores a new article, unpublished as the spec says: publishing is a separate, deliberate step. */
export async function createArticle(
  deps: { articles: ArticleRepository; clock: Clock },
  input: unknown,
  adminId: string | null,
): Promise<ArticleChange> {
  const fields = parseInput(createArticleSchema, input);
  const article = await deps.articles.create({
    ...fields,
    imageUrl: fields.imageUrl ?? null,
    featured: fields.featured ?? false,
    published: false,
    publishedAt: null,
    createdAt: deps.clock.now(),
  });
  return articleChange(article, adminId);
}
