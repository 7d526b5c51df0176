import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { ArticleRenderer } from '@commons/core/knowledge/article-renderer';

/**
 * What an article body may contain once rendered. Markdown lets an author write raw HTML, so the
 * rendered HTML goes through an allow-list: no script, style, iframe or form, no `on*` attribute,
 * links and images only over http(s), mailto or a site path.
 */
const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    's',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // The page's title is its one h1: an author's "# Heading" becomes a section heading.
    h1: 'h2',
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

/**
 * What the first pass can leave invalid, made whole: a link whose address was removed (a
 * `javascript:` one) keeps its text without the `<a>`, an image whose address was removed (a
 * `data:` one) goes, and an image without words gets `alt=""` (decorative, as its author gave none).
 * The first pass must finish first: only then is it known which addresses survived.
 */
const completeOptions: sanitizeHtml.IOptions = {
  ...sanitizeOptions,
  transformTags: {
    // A tag that is not allowed is dropped and its content kept.
    a: (tagName, attribs) => (attribs.href ? { tagName, attribs } : { tagName: 'unwrapped', attribs: {} }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Markdown (GitHub's dialect) rendered by marked, then sanitised by sanitize-html. */
export class MarkedArticleRenderer implements ArticleRenderer {
  readonly #marked = new Marked({ gfm: true, async: false });

  toHtml(markdown: string): string {
    const html = this.#marked.parse(markdown, { async: false });
    return sanitizeHtml(sanitizeHtml(html, sanitizeOptions), completeOptions);
  }
}
