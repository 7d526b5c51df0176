import { displayDate, toSummary, type Article, type ArticleSummary } from '../article.ts';
import type { ArticleRepository } from '../article-repository.ts';

export class InMemoryArticleRepository implements ArticleRepository {
  readonly #bySlug = new Map<string, Article>();

  async listPublished(): Promise<ArticleSummary[]> {
    return [...this.#bySlug.values()]
      .filter((article) => article.published)
      .sort((a, b) => displayDate(b).getTime() - displayDate(a).getTime())
      .map(toSummary);
  }

  async findPublishedBySlug(slug: string): Promise<Article | null> {
    const article = this.#bySlug.get(slug);
    return article?.published ? { ...article } : null;
  }

  async saveBySlug(article: Article): Promise<void> {
    const existing = this.#bySlug.get(article.slug);
    this.#bySlug.set(article.slug, { ...article, id: existing?.id ?? article.id });
  }
}
