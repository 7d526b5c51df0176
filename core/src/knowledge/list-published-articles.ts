import type { ArticleSummary } from './article.ts';
import type { ArticleRepository } from './article-repository.ts';

export function listPublishedArticles(deps: { articles: ArticleRepository }): Promise<ArticleSummary[]> {
  return deps.articles.listPublished();
}
