import type { ArticleRenderer } from '../article-renderer.ts';

/** Core tests' renderer: the Markdown escaped in one paragraph, enough to see what went through. */
export class EscapingArticleRenderer implements ArticleRenderer {
  toHtml(markdown: string): string {
    const escaped = markdown.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    return `<p>${escaped}</p>`;
  }
}
