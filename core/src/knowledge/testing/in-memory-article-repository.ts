import { randomUUID } from 'node:crypto';
import { isUuid } from '../../shared/ids.ts';
import {
  displayDate,
  type ArticleTag,
  toSummary,
  type Article,
  type ArticleListing,
  type ArticleSummary,
} from '../article.ts';
import type { ArticleFields, ArticleRepository, NewArticle } from '../article-repository.ts';
import { articleSlugTaken } from '../article-errors.ts';

export class InMemoryArticleRepository implements ArticleRepository {
  readonly #byId = new Map<string, Article>();
  /** Every tag ever given, by slug: a slug keeps the name it was first given, as the table does. */
  readonly #tagNames = new Map<string, string>();

  async listPublished(): Promise<ArticleSummary[]> {
    return [...this.#byId.values()]
      .filter((article) => article.published)
      .sort((a, b) => displayDate(b).getTime() - displayDate(a).getTime())
      .map(toSummary);
  }

  async findPublishedBySlug(slug: string): Promise<Article | null> {
    const article = this.#withSlug(slug);
    return article?.published ? { ...article } : null;
  }

  async publicContents(ids: readonly string[]): Promise<Map<string, string>> {
    const wanted = new Set(ids);
    return new Map(
      [...this.#byId.values()]
        .filter((article) => wanted.has(article.id) && article.published && article.visibility === 'public')
        .map((article) => [article.id, article.content]),
    );
  }

  async saveBySlug(article: Article): Promise<void> {
    const existing = this.#withSlug(article.slug);
    const id = existing?.id ?? article.id;
    this.#byId.set(id, { ...article, id, tags: this.#known(article.tags) });
  }

  async listAll(page: {
    limit: number;
    offset: number;
  }): Promise<{ articles: ArticleListing[]; total: number }> {
    const all = [...this.#byId.values()].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id),
    );
    const articles = all
      .slice(page.offset, page.offset + page.limit)
      .map(({ content: _content, ...listing }) => listing);
    return { articles, total: all.length };
  }

  async findById(id: string): Promise<Article | null> {
    const article = isUuid(id) ? this.#byId.get(id) : undefined;
    return article ? { ...article } : null;
  }

  async findBySlug(slug: string): Promise<Article | null> {
    const article = this.#withSlug(slug);
    return article ? { ...article } : null;
  }

  async create(article: NewArticle): Promise<Article> {
    if (this.#withSlug(article.slug)) throw articleSlugTaken();
    const created = { ...article, id: randomUUID(), tags: this.#known(article.tags) };
    this.#byId.set(created.id, created);
    return { ...created };
  }

  async createIfSlugFree(article: NewArticle): Promise<Article | null> {
    return this.#withSlug(article.slug) ? null : this.create(article);
  }

  async slugsFrom(base: string): Promise<string[]> {
    const numbered = new RegExp(`^${base}-\\d+$`);
    return [...this.#byId.values()]
      .map((article) => article.slug)
      .filter((slug) => slug === base || numbered.test(slug));
  }

  async publishDue(now: Date): Promise<Article[]> {
    const due = [...this.#byId.values()].filter(
      (article) => !article.published && article.publishAt && article.publishAt <= now,
    );
    return due.map((article) => {
      const published = {
        ...article,
        published: true,
        publishedAt: article.publishedAt ?? article.publishAt,
        publishAt: null,
      };
      this.#byId.set(article.id, published);
      return { ...published };
    });
  }

  async update(id: string, fields: ArticleFields): Promise<Article | null> {
    const current = isUuid(id) ? this.#byId.get(id) : undefined;
    if (!current) return null;
    const other = this.#withSlug(fields.slug);
    if (other && other.id !== id) throw articleSlugTaken();
    const updated = { ...current, ...fields, tags: this.#known(fields.tags) };
    this.#byId.set(id, updated);
    return { ...updated };
  }

  async delete(id: string): Promise<boolean> {
    return isUuid(id) && this.#byId.delete(id);
  }

  #known(tags: readonly ArticleTag[]): ArticleTag[] {
    return tags.map(({ name, slug }) => {
      if (!this.#tagNames.has(slug)) this.#tagNames.set(slug, name);
      return { name: this.#tagNames.get(slug) ?? name, slug };
    });
  }

  #withSlug(slug: string): Article | undefined {
    return [...this.#byId.values()].find((article) => article.slug === slug);
  }
}
