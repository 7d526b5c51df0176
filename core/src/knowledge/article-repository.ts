import type { Article, ArticleListing, ArticleSummary } from './article.ts';

/** An article before the store gives it an id. */
export type NewArticle = Omit<Article, 'id'>;
/** What an edit may change: everything but the identity and the creation date. */
export type ArticleFields = Omit<Article, 'id' | 'createdAt'>;

export interface ArticleRepository {
  /**
   * Summaries of the published articles, newest first by display date (publishedAt, else
   * createdAt). Never reads the bodies: the list is on every landing visit, bodies are long.
   */
  listPublished(): Promise<ArticleSummary[]>;
  findPublishedBySlug(slug: string): Promise<Article | null>;
  /**
   * The Markdown of those of the given articles that are published and public, by id: what the feed
   * carries in full. A gated article is never among them, so its hidden part cannot leak there.
   */
  publicContents(ids: readonly string[]): Promise<Map<string, string>>;
  /** Inserts the article, or updates the one with the same slug. */
  saveBySlug(article: Article): Promise<void>;
  /** Drafts and published articles without their bodies, newest created first, and their total. */
  listAll(page: { limit: number; offset: number }): Promise<{ articles: ArticleListing[]; total: number }>;
  /** Null for an unknown id (including one that is not a uuid). */
  findById(id: string): Promise<Article | null>;
  findBySlug(slug: string): Promise<Article | null>;
  /** Throws CONFLICT when another article has the slug. */
  create(article: NewArticle): Promise<Article>;
  /**
   * Inserts the article unless its slug is taken, then answers null; never throws for the slug, so
   * a caller in a transaction can try another (a failed insert would end a PostgreSQL transaction).
   */
  createIfSlugFree(article: NewArticle): Promise<Article | null>;
  /** The slugs in use that are `base` or `base-<number>`: the candidates a new slug must avoid. */
  slugsFrom(base: string): Promise<string[]>;
  /**
   * Publishes every unpublished article whose `publishAt` has come (one conditional write, so two
   * instances never publish one twice): `publishedAt` becomes its `publishAt` unless it was
   * published before, `publishAt` is cleared. Answers the articles it published.
   */
  publishDue(now: Date): Promise<Article[]>;
  /** Null when no article has the id; throws CONFLICT when another article has the slug. */
  update(id: string, fields: ArticleFields): Promise<Article | null>;
  /** False when no article had the id. */
  delete(id: string): Promise<boolean>;
}
