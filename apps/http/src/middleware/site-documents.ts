import type { Middleware } from 'koa';
import type { ArticleSummary } from '@commons/core/knowledge/article';
import { memoizedRepresentation, sendRevalidated, type Representation } from '../revalidated-body.ts';
import { feedPath, renderFeed } from '../site-documents/feed.ts';
import { renderRobots } from '../site-documents/robots.ts';
import { renderSitemap } from '../site-documents/sitemap.ts';

export interface SiteDocumentsOptions {
  publicUrl: string;
  siteName: string;
  /** The cached published summaries: the same array until an article changes. */
  listPublishedArticles: () => Promise<ArticleSummary[]>;
  /** Changes whenever the published list may have; read with no database scope. */
  publishedArticlesVersion: () => number;
  inDatabaseScope: <R>(work: () => Promise<R>) => Promise<R>;
}

/**
 * /sitemap.xml, /robots.txt and /knowledge/feed.xml. Mounted before the static web app, whose SPA
 * fallback would otherwise answer them with the page shell.
 */
export function siteDocuments(options: SiteDocumentsOptions): Middleware {
  const { publicUrl, siteName, listPublishedArticles, publishedArticlesVersion, inDatabaseScope } = options;
  const sitemap = memoizedRepresentation((articles: ArticleSummary[]) => renderSitemap(publicUrl, articles));
  const feed = memoizedRepresentation((articles: ArticleSummary[]) =>
    renderFeed({ publicUrl, siteName }, articles),
  );
  const robots = memoizedRepresentation(() => renderRobots(publicUrl))({});
  // A document stays while the list's version is the one read before listing, as a rendered page
  // does: a request for it then opens no database scope at all.
  const kept = new Map<object, { version: number; representation: Representation }>();
  const fromArticles = async (render: (articles: ArticleSummary[]) => Representation) => {
    const version = publishedArticlesVersion();
    const current = kept.get(render);
    if (current?.version === version) return current.representation;
    const representation = render(await inDatabaseScope(listPublishedArticles));
    kept.set(render, { version, representation });
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
