import type { Middleware } from 'koa';
import type { ArticleSummary } from '@commons/core/knowledge/article';
import { isCurrent, stampOf, type ListStamp, type PublishedListChanges } from '../published-list-stamp.ts';
import { representationOf, sendRevalidated, type Representation } from '../revalidated-body.ts';
import { feedPath, renderFeed } from '../site-documents/feed.ts';
import { renderRobots } from '../site-documents/robots.ts';
import { renderSitemap } from '../site-documents/sitemap.ts';

export interface SiteDocumentsOptions {
  publicUrl: string;
  siteName: string;
  /** The cached published summaries: the same array until an article changes. */
  listPublishedArticles: () => Promise<ArticleSummary[]>;
  /** Tells whether the published list changed since a document was made from it. */
  publishedListChanges: PublishedListChanges;
  inDatabaseScope: <R>(work: () => Promise<R>) => Promise<R>;
}

/**
 * /sitemap.xml, /robots.txt and /knowledge/feed.xml. Mounted before the static web app, whose SPA
 * fallback would otherwise answer them with the page shell.
 */
export function siteDocuments(options: SiteDocumentsOptions): Middleware {
  const { publicUrl, siteName, listPublishedArticles, publishedListChanges, inDatabaseScope } = options;
  const sitemap = (articles: ArticleSummary[]) => representationOf(renderSitemap(publicUrl, articles));
  const feed = (articles: ArticleSummary[]) =>
    representationOf(renderFeed({ publicUrl, siteName }, articles));
  const robots = representationOf(renderRobots(publicUrl));
  // A document stays while the list it was made from is current, as a rendered page does: a
  // request for it then opens no database scope at all.
  const kept = new Map<object, { stamp: ListStamp; representation: Representation }>();
  const fromArticles = async (render: (articles: ArticleSummary[]) => Representation) => {
    const current = kept.get(render);
    if (current && (await isCurrent(publishedListChanges, current.stamp, inDatabaseScope))) {
      return current.representation;
    }
    const { stamp, articles } = await inDatabaseScope(async () => ({
      stamp: await stampOf(publishedListChanges),
      articles: await listPublishedArticles(),
    }));
    const representation = render(articles);
    kept.set(render, { stamp, representation });
    return representation;
  };

  const documents: Record<string, { type: string; representation: () => Promise<Representation> }> = {
    '/sitemap.xml': { type: 'application/xml; charset=utf-8', representation: () => fromArticles(sitemap) },
    [feedPath]: { type: 'application/rss+xml; charset=utf-8', representation: () => fromArticles(feed) },
    '/robots.txt': { type: 'text/plain; charset=utf-8', representation: async () => robots },
  };

  return async (ctx, next) => {
    const document = documents[ctx.path];
    if (!document || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    sendRevalidated(ctx, await document.representation(), document.type);
  };
}
