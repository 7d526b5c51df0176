/** Turns an article's Markdown into HTML that is safe to put in a page as it is. */
export interface ArticleRenderer {
  /** Sanitised HTML: no scripts, no event handlers, no `javascript:` links. */
  toHtml(markdown: string): string;
}
