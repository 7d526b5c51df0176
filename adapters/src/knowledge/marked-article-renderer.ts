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

/** Markdown (GitHub's dialect) rendered by marked, then sanitised by sanitize-html. */
export class MarkedArticleRenderer implements ArticleRenderer {
  readonly #marked = new Marked({ gfm: true, async: false });

  toHtml(markdown: string): string {
    const html = this.#marked.parse(markdown, { async: false });
    return sanitizeHtml(html, sanitizeOptions);
  }
}
