import { parseInput } from '../shared/validation.ts';
import type { StaffMember } from '../staff/permissions.ts';
import {
  assertMayWrite,
  recordArticleChange,
  type ArticleChange,
  type ArticleSavingDeps,
} from './article-change.ts';
import { nameArticleAuthors } from './article-bylines.ts';
import { articleNotFound } from './article-errors.ts';
import { recordRevision } from './article-revision.ts';
import { publication } from './article-publication.ts';
import {
  articleAccess,
  articleCover,
  articleTags,
  publishTime,
  updateArticleSchema,
} from './article-schemas.ts';

/**
 * Edits the given fields and publishes, schedules or unpublishes (article-publication.ts); a
 * change of publication or schedule needs a role that may publish. `authorIds` renames its authors.
 * A save that changes the text or settings is kept as a revision (article-revision.ts).
 */
export async function updateArticle(
  deps: ArticleSavingDeps,
  id: string,
  input: unknown,
  by: StaffMember | null,
): Promise<ArticleChange> {
  const requested = parseInput(updateArticleSchema, input);
  const { published: _published, publishAt: _publishAt, tags, authorIds, ...changes } = requested;
  return deps.transactions.run(async () => {
    const current = await deps.articles.findById(id);
    if (!current) throw articleNotFound();
    const { id: _id, createdAt: _createdAt, ...fields } = current;
    const now = deps.clock.now();
    const next = publication(current, { ...requested, publishAt: publishTime(requested.publishAt) }, now);
    const action = actionOf(current, next);
    // Publishing, unpublishing, scheduling and calling a schedule off are all the publisher's.
    const schedule = (at: Date | null) => at?.getTime() ?? null;
    assertMayWrite(
      by,
      current,
      action !== 'edited' || schedule(next.publishAt) !== schedule(current.publishAt),
    );
    const updated = await deps.articles.update(current.id, {
      ...fields,
      ...definedOnly(changes),
      ...(tags && { tags: articleTags(tags) }),
      ...articleAccess(changes.visibility ?? current.visibility, changes.tiers ?? current.tiers),
      ...articleCover(
        changes.coverImage === undefined ? current.coverImage : changes.coverImage,
        changes.coverAlt === undefined ? current.coverAlt : changes.coverAlt,
      ),
      ...next,
      reviewRequestedAt: next.published ? null : current.reviewRequestedAt,
      updatedAt: now,
    });
    if (!updated) throw articleNotFound();
    await recordRevision(deps, updated, by?.id ?? null);
    if (authorIds) await nameArticleAuthors(deps, updated.id, authorIds);
    return recordArticleChange(deps, updated, action, by);
  });
}

/** One entry per write: a switch of publication names the write, whatever else it edited. */
function actionOf(
  current: { published: boolean; publishAt: Date | null },
  next: { published: boolean; publishAt: Date | null },
) {
  if (next.published !== current.published) return next.published ? 'published' : 'unpublished';
  if (next.publishAt && next.publishAt.getTime() !== current.publishAt?.getTime()) return 'scheduled';
  return 'edited';
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
