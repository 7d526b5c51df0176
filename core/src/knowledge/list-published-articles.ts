import { toSummary, type ArticleSummary } from './article.ts';
import type { ArticleRepository } from './article-repository.ts';

export async function listPublishedArticles(deps: {
  articles: ArticleRepository;
}): Promise<ArticleSummary[]> {
  const articles = await deps.articles.listPublished();
  return articles.map(toSummary);
}
