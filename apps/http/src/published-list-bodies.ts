import type { ArticleSummary } from '@commons/core/knowledge/article';
import { isCurrent, stampOf, type ListStamp, type PublishedListChanges } from './published-list-stamp.ts';
import type { Representation } from './revalidated-body.ts';

export interface PublishedListSource {
  /** The published summaries. */
  listPublishedArticles: () => Promise<ArticleSummary[]>;
  /** Tells whether the published list changed since a body was made from it. */
  publishedListChanges: PublishedListChanges;
  inDatabaseScope: <R>(work: () => Promise<R>) => Promise<R>;
}

/**
 * Turns the published list into one answer's body: the API's JSON, the sitemap, the feed. It runs
 * in the list's database scope, so a body that needs more than the summaries (the feed's full
 * texts) reads it there.
 */
export type RenderList = (articles: ArticleSummary[]) => Representation | Promise<Representation>;

/**
 * The bodies made from the published articles (the knowledge list's JSON, the sitemap, the feed),
 * each kept while the list it was made from is current, as a rendered page is: a request for one
 * then opens no database scope and serialises nothing. A publish, an unpublish or an edit moves
 * the list's stamp, and the next request makes the body again.
 */
export function publishedListBodies(
  source: PublishedListSource,
): (render: RenderList) => Promise<Representation> {
  const { listPublishedArticles, publishedListChanges, inDatabaseScope } = source;
  const kept = new Map<RenderList, { stamp: ListStamp; representation: Representation }>();
  return async (render) => {
    const current = kept.get(render);
    if (current && (await isCurrent(publishedListChanges, current.stamp, inDatabaseScope))) {
      return current.representation;
    }
    const { stamp, representation } = await inDatabaseScope(async () => ({
      stamp: await stampOf(publishedListChanges),
      representation: await render(await listPublishedArticles()),
    }));
    kept.set(render, { stamp, representation });
    return representation;
  };
}
