import type { Clock } from '../shared/clock.ts';
import { parseInput } from '../shared/validation.ts';
import { articleChange, type ArticleChange } from './article-change.ts';
import type { ArticleRepository } from './article-repository.ts';
import { articleNotFound } from './article-errors.ts';
import { updateArticleSchema } from './article-schemas.ts';

/**
 * Edits the given fields and publishes or unpublishes. The first publication sets `publishedAt`;
 * unpublishing keeps it, so an article taken down and put back keeps its original date.
 */
export async function updateArticle(
  deps: { articles: ArticleRepository; clock: Clock },
  id: string,
  input: unknown,
  adminId: string | null,
): Promise<ArticleChange> {
  const changes = parseInput(updateArticleSchema, input);
  const current = await deps.articles.findById(id);
  if (!current) throw articleNotFound();
  const { id: _id, createdAt: _createdAt, ...fields } = current;
  const published = changes.published ?? current.published;
  const updated = await deps.articles.update(current.id, {
    ...fields,
    ...definedOnly(changes),
    published,
    publishedAt: published ? (current.publishedAt ?? deps.clock.now()) : current.publishedAt,
  });
  if (!updated) throw articleNotFound();
  return articleChange(updated, adminId);
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
