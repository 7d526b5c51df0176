/**
 * A page's <head>: title, description, canonical URL, Open Graph and Twitter card tags, robots and
 * JSON-LD, from the page's `meta`. The server writes it into the first HTML; after a client-side
 * navigation the browser applies the same tags (update-document-head.ts).
 */
import { siteName } from '../content/site.ts';
import {
  absoluteUrl,
  defaultShareImage,
  pageTitle,
  shortDescription,
  webPage,
  type PageMeta,
} from '../lib/page-meta.ts';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character]!);
}

/** JSON inside a <script> element: '<' escaped so no '</script>' or '<!--' can end it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** One element of a page's <head>, as the server writes it and the browser updates it. */
export type HeadTag =
  | { kind: 'title'; text: string }
  | { kind: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { kind: 'canonical'; href: string }
  | { kind: 'link'; rel: 'prev' | 'next'; href: string }
  | { kind: 'json-ld'; data: Record<string, unknown> };

export function documentHeadTags(
  meta: PageMeta,
  { origin, pathname }: { origin: string; pathname: string },
): HeadTag[] {
  const title = pageTitle(meta.title);
  const description = shortDescription(meta.description);
  const url = absoluteUrl(meta.canonicalPath ?? pathname, origin);
  const image = absoluteUrl(meta.image ?? defaultShareImage, origin);
  const tag = (attribute: 'name' | 'property', key: string, content: string): HeadTag => ({
    kind: 'meta',
    attribute,
    key,
    content,
  });
  return [
    { kind: 'title', text: title },
    tag('name', 'description', description),
    { kind: 'canonical', href: url },
    ...(meta.prevPath
      ? [{ kind: 'link', rel: 'prev', href: absoluteUrl(meta.prevPath, origin) } as const]
      : []),
    ...(meta.nextPath
      ? [{ kind: 'link', rel: 'next', href: absoluteUrl(meta.nextPath, origin) } as const]
      : []),
    ...(meta.noindex ? [tag('name', 'robots', 'noindex')] : []),
    tag('property', 'og:type', meta.type ?? 'website'),
    tag('property', 'og:site_name', siteName),
    tag('property', 'og:title', title),
    tag('property', 'og:description', description),
    tag('property', 'og:url', url),
    tag('property', 'og:image', image),
    ...(meta.imageSize
      ? [
          tag('property', 'og:image:width', String(meta.imageSize.width)),
          tag('property', 'og:image:height', String(meta.imageSize.height)),
        ]
      : []),
    ...articleTags(meta, tag),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', title),
    tag('name', 'twitter:description', description),
    tag('name', 'twitter:image', image),
    ...structuredData(meta, { origin, title, description, path: meta.canonicalPath ?? pathname }).map(
      (data): HeadTag => ({ kind: 'json-ld', data }),
    ),
  ];
}

/**
 * The page's own JSON-LD; a page indexed without any is described as a plain `WebPage`, so every
 * page a search engine lists says what it is and whose site it belongs to.
 */
function structuredData(
  meta: PageMeta,
  page: { origin: string; title: string; description: string; path: string },
): Record<string, unknown>[] {
  if (meta.jsonLd?.length) return meta.jsonLd;
  if (meta.noindex) return [];
  return [webPage(page.origin, { name: page.title, description: page.description, path: page.path })];
}

/** Open Graph's article tags; a tag may repeat (one `article:tag` per tag). */
function articleTags(
  meta: PageMeta,
  tag: (attribute: 'property', key: string, content: string) => HeadTag,
): HeadTag[] {
  if (!meta.article) return [];
  const { publishedTime, modifiedTime, authors, tags } = meta.article;
  return [
    tag('property', 'article:published_time', publishedTime),
    tag('property', 'article:modified_time', modifiedTime),
    ...authors.map((url) => tag('property', 'article:author', url)),
    ...tags.map((name) => tag('property', 'article:tag', name)),
  ];
}

/** The server's <head> block for a page. */
export function renderDocumentHead(meta: PageMeta, where: { origin: string; pathname: string }): string {
  return documentHeadTags(meta, where)
    .map((tag) => {
      switch (tag.kind) {
        case 'title':
          return `<title>${escapeHtml(tag.text)}</title>`;
        case 'meta':
          return `<meta ${tag.attribute}="${tag.key}" content="${escapeHtml(tag.content)}" />`;
        case 'canonical':
          return `<link rel="canonical" href="${escapeHtml(tag.href)}" />`;
        case 'link':
          return `<link rel="${tag.rel}" href="${escapeHtml(tag.href)}" />`;
        case 'json-ld':
          return `<script type="application/ld+json">${scriptJson(tag.data)}</script>`;
      }
    })
    .join('\n    ');
}
