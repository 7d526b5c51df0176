/**
 * /sitemap.xml (sitemaps.org 0.9): every public page, every published article with its last
 * change as lastmod, and the page of every category, tag and author that lists one, with the last
 * change among its articles.
 */
import type { Author } from '@commons/core/authors/author';
import { lastChanged, type ArticleSummary } from '@commons/core/knowledge/article';
import { categorySlug } from '@commons/core/knowledge/article-slug';
import { articlePath, knowledgeHubPath, listingPath, publicPagePaths } from './public-pages.ts';
import { escapeXml } from './xml.ts';

function urlEntry(loc: string, lastmod?: Date): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `  <url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

/** `authors`: each published article's bylines by id; an author without a page (no slug) has none listed. */
export function renderSitemap(
  publicUrl: string,
  articles: readonly ArticleSummary[],
  authors: ReadonlyMap<string, readonly Author[]>,
): string {
  const changes = articles.map((article) => lastChanged(article).getTime());
  const newest = changes.length > 0 ? new Date(Math.max(...changes)) : undefined;
  const pages = publicPagePaths.map((page) =>
    urlEntry(`${publicUrl}${page}`, page === knowledgeHubPath ? newest : undefined),
  );
  const posts = articles.map((article) =>
    urlEntry(`${publicUrl}${articlePath(article.slug)}`, lastChanged(article)),
  );
  const listings = [...listingChanges(articles, authors)].map(([path, lastmod]) =>
    urlEntry(`${publicUrl}${path}`, lastmod),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages,
    ...posts,
    ...listings,
    '</urlset>',
    '',
  ].join('\n');
}

/** Each category, tag and author page that lists an article, by path, with its newest change. */
function listingChanges(
  articles: readonly ArticleSummary[],
  authors: ReadonlyMap<string, readonly Author[]>,
): Map<string, Date> {
  const newest = new Map<string, Date>();
  for (const article of articles) {
    const changed = lastChanged(article);
    const paths = [
      listingPath('category', categorySlug(article.category)),
      ...article.tags.map((tag) => listingPath('tag', tag.slug)),
      ...(authors.get(article.id) ?? []).flatMap(({ slug }) => (slug ? [listingPath('author', slug)] : [])),
    ];
    for (const path of paths) {
      const known = newest.get(path);
      if (!known || changed > known) newest.set(path, changed);
    }
  }
  return newest;
}
