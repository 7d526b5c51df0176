/**
 * /knowledge/feed.xml: the published articles as an RSS 2.0 feed, newest first. A public article's
 * item carries its full text (`content:encoded`); a gated one only its excerpt. Every item names its
 * authors (`dc:creator`, one each).
 */
import type { Author } from '@commons/core/authors/author';
import { displayDate, type ArticleSummary } from '@commons/core/knowledge/article';
import { articlePath, knowledgeHubPath } from './public-pages.ts';
import { escapeXml } from './xml.ts';

export const feedPath = `${knowledgeHubPath}/feed.xml`;

export interface FeedSite {
  publicUrl: string;
  siteName: string;
}

function item(
  publicUrl: string,
  article: ArticleSummary,
  body: string | undefined,
  authors: readonly Author[],
): string {
  const link = escapeXml(`${publicUrl}${articlePath(article.slug)}`);
  return [
    '    <item>',
    `      <title>${escapeXml(article.title)}</title>`,
    `      <link>${link}</link>`,
    `      <guid isPermaLink="true">${link}</guid>`,
    `      <description>${escapeXml(article.excerpt)}</description>`,
    ...(body === undefined ? [] : [`      <content:encoded>${cdata(body)}</content:encoded>`]),
    ...authors.map((author) => `      <dc:creator>${escapeXml(author.name)}</dc:creator>`),
    `      <category>${escapeXml(article.category)}</category>`,
    `      <pubDate>${displayDate(article).toUTCString()}</pubDate>`,
    ...(article.imageUrl
      ? [
          `      <enclosure url="${escapeXml(new URL(article.imageUrl, publicUrl).href)}" length="0" type="${imageType(article.imageUrl)}"/>`,
        ]
      : []),
    '    </item>',
  ].join('\n');
}

function imageType(url: string): string {
  const extension = /\.(\w+)(?:[?#]|$)/.exec(url)?.[1]?.toLowerCase();
  if (extension === 'svg') return 'image/svg+xml';
  if (extension === 'png' || extension === 'webp' || extension === 'gif') return `image/${extension}`;
  return 'image/jpeg';
}

/** HTML as character data: a `]]>` inside is split across two sections. */
function cdata(html: string): string {
  return `<![CDATA[${html.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

/**
 * `bodies`: the full text's HTML of the public articles, by id (core's feedBodies); `authors`: each
 * article's bylines, by id (core's articleAuthors).
 */
export function renderFeed(
  site: FeedSite,
  articles: readonly ArticleSummary[],
  bodies: ReadonlyMap<string, string> = new Map(),
  authors: ReadonlyMap<string, readonly Author[]> = new Map(),
): string {
  const { publicUrl, siteName } = site;
  const newest = articles[0] ? displayDate(articles[0]) : undefined;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(`${siteName} Knowledge Hub`)}</title>`,
    `    <link>${escapeXml(`${publicUrl}${knowledgeHubPath}`)}</link>`,
    `    <atom:link href="${escapeXml(`${publicUrl}${feedPath}`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(`Research, events and insights from ${siteName}`)}</description>`,
    '    <language>en</language>',
    ...(newest ? [`    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`] : []),
    ...articles.map((article) =>
      item(publicUrl, article, bodies.get(article.id), authors.get(article.id) ?? []),
    ),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
