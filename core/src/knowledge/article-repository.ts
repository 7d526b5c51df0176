import type { Article, ArticleSummary } from './article.ts';

export interface ArticleRepository {
  /**
   * Summaries of the published articles, newest first by display date (publishedAt, else
   * createdAt). Never reads the bodies: the list is on every landing visit, bodies are long.
   */
  listPublished(): Promise<ArticleSummary[]>;
  findPublishedBySlug(slug: string): Promise<Article | null>;
  /** Inserts the article, or updates the one with the same slug. */
  saveBySlug(article: Article): Promise<void>;
}
