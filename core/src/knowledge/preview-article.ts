import { parseInput } from '../shared/validation.ts';
import type { ArticleRenderer } from './article-renderer.ts';
import { previewArticleSchema } from './article-schemas.ts';

/** The console's preview: the very HTML the public page will show for this Markdown. */
export function previewArticle(deps: { renderer: ArticleRenderer }, input: unknown): { html: string } {
  const { content } = parseInput(previewArticleSchema, input);
  return { html: deps.renderer.toHtml(content) };
}
