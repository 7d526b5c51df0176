import type { Article } from './article.ts';

/** How many saves of an article are kept; a save past them drops the oldest. */
export const keptRevisionsPerArticle = 20;

/** What a save writes and a restore puts back: the article's text and settings, not its publication. */
export const revisedFields = [
  'title',
  'slug',
  'excerpt',
  'content',
  'category',
  'tags',
  'visibility',
  'tiers',
  'imageUrl',
  'coverImage',
  'coverAlt',
  'featured',
] as const satisfies readonly (keyof Article)[];

export type ArticleSnapshot = Pick<Article, (typeof revisedFields)[number]>;

export function snapshotOf(article: Article): ArticleSnapshot {
  return Object.fromEntries(
    revisedFields.map((field) => [field, structuredClone(article[field])]),
  ) as ArticleSnapshot;
}

/** Whether two snapshots hold the same text and settings (a publish alone is no new revision). */
export function sameSnapshot(a: ArticleSnapshot, b: ArticleSnapshot): boolean {
  return revisedFields.every((field) => JSON.stringify(a[field]) === JSON.stringify(b[field]));
}

/** Who saved a revision, by the name the console shows; null from the operator's CLI. */
export interface RevisionSaver {
  id: string;
  name: string;
}

/** One save as the Revisions list shows it. */
export interface ArticleRevisionListing {
  id: string;
  savedAt: Date;
  savedBy: RevisionSaver | null;
  title: string;
}

/** One save with everything it wrote: what the console diffs and a restore puts back. */
export interface ArticleRevision extends ArticleRevisionListing {
  articleId: string;
  snapshot: ArticleSnapshot;
}

/** A save as a use case records it. */
export interface NewArticleRevision {
  articleId: string;
  savedAt: Date;
  savedBy: string | null;
  snapshot: ArticleSnapshot;
}

/** The saves of each article, newest first. */
export interface ArticleRevisions {
  /**
   * Stores the save and drops the article's saves older than its newest `keep`, in one call (so
   * in the caller's transaction).
   */
  record(revision: NewArticleRevision, keep: number): Promise<void>;
  /** The article's saves, newest first (the latest recorded first when two share a time). */
  listFor(articleId: string): Promise<ArticleRevisionListing[]>;
  /** The newest save of the article, null when it has none. */
  latestFor(articleId: string): Promise<ArticleRevision | null>;
  /** Null when the article has no revision with that id (including one that is not a uuid). */
  find(articleId: string, revisionId: string): Promise<ArticleRevision | null>;
}

/**
 * Keeps the save as the article's newest revision, unless it changed none of the revised fields
 * (publishing or scheduling alone); runs in the save's transaction, so a failed save keeps none.
 */
export async function recordRevision(
  deps: { revisions: ArticleRevisions },
  article: Article,
  savedBy: string | null,
): Promise<void> {
  const snapshot = snapshotOf(article);
  const latest = await deps.revisions.latestFor(article.id);
  if (latest && sameSnapshot(latest.snapshot, snapshot)) return;
  await deps.revisions.record(
    { articleId: article.id, savedAt: article.updatedAt, savedBy, snapshot },
    keptRevisionsPerArticle,
  );
}
