import type { Article } from './article.ts';

export interface ArticleRepository {
  /** Published articles, newest first by display date (publishedAt, else createdAt). */
  listPublished(): Promise<Article[]>;
  findPublishedBySlug(slug: string): Promise<Article | null>;
  /** Inserts the article, or updates the one with the same slug. */
  saveBySlug(article: Article): Promise<void>;
}
