/**
 * /sitemap.xml (sitemaps.org 0.9): every public page, and every published article with its last
 * change as lastmod.
 */
import { lastChanged, type ArticleSummary } from '@commons/core/knowledge/article';
import { articlePath, knowledgeHubPath, publicPagePaths } from './public-pages.ts';
import { escapeXml } from './xml.ts';

function urlEntry(loc: string, lastmod?: Date): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `  <url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

export function renderSitemap(publicUrl: string, articles: readonly ArticleSummary[]): string {
  const changes = articles.map((article) => lastChanged(article).getTime());
  const newest = changes.length > 0 ? new Date(Math.max(...changes)) : undefined;
  const pages = publicPagePaths.map((page) =>
    urlEntry(`${publicUrl}${page}`, page === knowledgeHubPath ? newest : undefined),
  );
  const posts = articles.map((article) =>
    urlEntry(`${publicUrl}${articlePath(article.slug)}`, lastChanged(article)),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages,
    ...posts,
    '</urlset>',
    '',
  ].join('\n');
}
