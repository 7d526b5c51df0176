import type { ArticleRenderer } from './article-renderer.ts';
import type { ArticleRepository } from './article-repository.ts';
import type { ArticleSummary } from './article.ts';

/**
 * The full text the feed carries, as sanitised HTML by article id: public articles only. A gated
 * article has no entry, so the feed gives its excerpt and its members-only part never leaves.
 */
export async function feedBodies(
  deps: { articles: ArticleRepository; renderer: ArticleRenderer },
  summaries: readonly ArticleSummary[],
): Promise<Map<string, string>> {
  const ids = summaries.filter((summary) => summary.visibility === 'public').map((summary) => summary.id);
  const contents = await deps.articles.publicContents(ids);
  return new Map([...contents].map(([id, markdown]) => [id, deps.renderer.toHtml(markdown)]));
}
