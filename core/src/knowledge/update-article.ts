import { parseInput } from '../shared/validation.ts';
import type { StaffMember } from '../staff/permissions.ts';
import {
  assertMayWrite,
  recordArticleChange,
  type ArticleAuthoringDeps,
  type ArticleChange,
} from './article-change.ts';
import { articleNotFound } from './article-errors.ts';
import { articleAccess, articleCover, updateArticleSchema } from './article-schemas.ts';

/**
 * Edits the given fields and publishes or unpublishes. The first publication sets `publishedAt`;
 * unpublishing keeps it, so an article taken down and put back keeps its original date.
 */
export async function updateArticle(
  deps: ArticleAuthoringDeps,
  id: string,
  input: unknown,
  by: StaffMember | null,
): Promise<ArticleChange> {
  const changes = parseInput(updateArticleSchema, input);
  return deps.transactions.run(async () => {
    const current = await deps.articles.findById(id);
    if (!current) throw articleNotFound();
    const { id: _id, createdAt: _createdAt, ...fields } = current;
    const published = changes.published ?? current.published;
    assertMayWrite(by, current, published !== current.published);
    const updated = await deps.articles.update(current.id, {
      ...fields,
      ...definedOnly(changes),
      ...articleAccess(changes.visibility ?? current.visibility, changes.tiers ?? current.tiers),
      ...articleCover(
        changes.coverImage === undefined ? current.coverImage : changes.coverImage,
        changes.coverAlt === undefined ? current.coverAlt : changes.coverAlt,
      ),
      published,
      publishedAt: published ? (current.publishedAt ?? deps.clock.now()) : current.publishedAt,
      reviewRequestedAt: published ? null : current.reviewRequestedAt,
    });
    if (!updated) throw articleNotFound();
    // One entry per write: a switch of publication names the write, whatever else it edited.
    const action = published === current.published ? 'edited' : published ? 'published' : 'unpublished';
    return recordArticleChange(deps, updated, action, by);
  });
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
