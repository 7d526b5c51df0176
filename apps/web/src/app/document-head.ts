/**
 * The server's <head> for a page: title, description, canonical URL, Open Graph and Twitter card
 * tags, robots and JSON-LD, from the page's `meta`. Only the server entry uses it.
 */
import { siteName } from '../content/site.ts';
import { absoluteUrl, defaultShareImage, pageTitle, type PageMeta } from '../lib/page-meta.ts';

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

export function renderDocumentHead(
  meta: PageMeta,
  { origin, pathname }: { origin: string; pathname: string },
) {
  const title = pageTitle(meta.title);
  const url = absoluteUrl(pathname, origin);
  const image = absoluteUrl(meta.image ?? defaultShareImage, origin);
  const tag = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    tag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...(meta.noindex ? [tag('name', 'robots', 'noindex')] : []),
    tag('property', 'og:type', meta.type ?? 'website'),
    tag('property', 'og:site_name', siteName),
    tag('property', 'og:title', title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', url),
    tag('property', 'og:image', image),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', title),
    tag('name', 'twitter:description', meta.description),
    tag('name', 'twitter:image', image),
    ...(meta.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('\n    ');
}
