import type { Middleware } from 'koa';
import type { Author } from '@commons/core/authors/author';
import type { ArticleSummary } from '@commons/core/knowledge/article';
import { publishedListBodies, type PublishedListSource } from '../published-list-bodies.ts';
import { representationOf, sendRevalidated, type Representation } from '../revalidated-body.ts';
import { feedPath, renderFeed } from '../site-documents/feed.ts';
import { renderRobots } from '../site-documents/robots.ts';
import { renderSitemap } from '../site-documents/sitemap.ts';

/** The sitemap and the feed are made from the published list, each kept while it is current. */
export interface SiteDocumentsOptions extends PublishedListSource {
  publicUrl: string;
  siteName: string;
  /** The feed's full texts: the public articles' HTML by id (core's feedBodies). */
  feedBodies: (articles: readonly ArticleSummary[]) => Promise<Map<string, string>>;
  /** The bylines by article id (core's articleAuthors): the feed's, and the sitemap's author pages. */
  articleAuthors: (articleIds: readonly string[]) => Promise<Map<string, Author[]>>;
}

/**
 * /sitemap.xml, /robots.txt and /knowledge/feed.xml. Mounted before the static web app, whose SPA
 * fallback would otherwise answer them with the page shell.
 */
export function siteDocuments(options: SiteDocumentsOptions): Middleware {
  const { publicUrl, siteName } = options;
  const listBodies = publishedListBodies(options);
  const sitemap = async (articles: ArticleSummary[]) => {
    const authors = await options.articleAuthors(articles.map((article) => article.id));
    return representationOf(renderSitemap(publicUrl, articles, authors));
  };
  const feed = async (articles: ArticleSummary[]) => {
    const bodies = await options.feedBodies(articles);
    const authors = await options.articleAuthors(articles.map((article) => article.id));
    return representationOf(renderFeed({ publicUrl, siteName }, articles, bodies, authors));
  };
  const robots = representationOf(renderRobots(publicUrl));
  const documents: Record<string, { type: string; representation: () => Promise<Representation> }> = {
    '/sitemap.xml': { type: 'application/xml; charset=utf-8', representation: () => listBodies(sitemap) },
    [feedPath]: { type: 'application/rss+xml; charset=utf-8', representation: () => listBodies(feed) },
    '/robots.txt': { type: 'text/plain; charset=utf-8', representation: async () => robots },
  };

  return async (ctx, next) => {
    const document = documents[ctx.path];
    if (!document || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    sendRevalidated(ctx, await document.representation(), document.type);
  };
}
