/** /knowledge/feed.xml: the published articles as an RSS 2.0 feed, newest first. */
import { displayDate, type ArticleSummary } from '@commons/core/knowledge/article';
import { articlePath, knowledgeHubPath } from './public-pages.ts';
import { escapeXml } from './xml.ts';

export const feedPath = `${knowledgeHubPath}/feed.xml`;

export interface FeedSite {
  publicUrl: string;
  siteName: string;
}

function item(publicUrl: string, article: ArticleSummary): string {
  const link = escapeXml(`${publicUrl}${articlePath(article.slug)}`);
  return [
    '    <item>',
    `      <title>${escapeXml(article.title)}</title>`,
    `      <link>${link}</link>`,
    `      <guid isPermaLink="true">${link}</guid>`,
    `      <description>${escapeXml(article.excerpt)}</description>`,
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

export function renderFeed(site: FeedSite, articles: readonly ArticleSummary[]): string {
  const { publicUrl, siteName } = site;
  const newest = articles[0] ? displayDate(articles[0]) : undefined;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(`${siteName} Knowledge Hub`)}</title>`,
    `    <link>${escapeXml(`${publicUrl}${knowledgeHubPath}`)}</link>`,
    `    <atom:link href="${escapeXml(`${publicUrl}${feedPath}`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(`Research, events and insights from ${siteName}`)}</description>`,
    '    <language>en</language>',
    ...(newest ? [`    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`] : []),
    ...articles.map((article) => item(publicUrl, article)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
