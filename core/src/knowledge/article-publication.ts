import type { Article } from './article.ts';

type Publication = Pick<Article, 'published' | 'publishedAt' | 'publishAt'>;

/**
 * Where a save leaves an article's publication. `published` true publishes at once (and calls off
 * a schedule); false takes it down (and calls off a schedule unless a new time comes with it). A
 * `publishAt` still ahead schedules it, unpublished until then; one already past publishes it now.
 * The first publication sets `publishedAt`; later ones keep it, so an article taken down and put
 * back keeps its original date.
 */
export function publication(
  current: Pick<Article, 'published' | 'publishedAt'> & { publishAt?: Date | null },
  change: { published?: boolean; publishAt?: Date | null },
  now: Date,
): Publication {
  let published = change.published ?? current.published;
  let publishAt = change.publishAt === undefined ? (current.publishAt ?? null) : change.publishAt;
  if (change.published !== undefined && change.publishAt === undefined) publishAt = null;
  if (change.published === true) publishAt = null;
  if (publishAt && publishAt > now) published = false;
  else if (publishAt) {
    published = true;
    publishAt = null;
  }
  return {
    published,
    publishedAt: published ? (current.publishedAt ?? now) : current.publishedAt,
    publishAt,
  };
}
