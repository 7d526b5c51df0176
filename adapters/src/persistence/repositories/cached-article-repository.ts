import type { Article, ArticleListing, ArticleSummary } from '@commons/core/knowledge/article';
import type {
  ArticleFields,
  ArticleRepository,
  NewArticle,
} from '@commons/core/knowledge/article-repository';
import type { Clock } from '@commons/core/shared/clock';

/** How long this process reuses the published list; other instances see a publish within it. */
export const publishedArticlesTtlMs = 5_000;

interface ListEntry {
  expiresAt: number;
  summaries: Promise<readonly ArticleSummary[]>;
  /** The list's revision, known once the read has answered. */
  revision: Promise<number>;
}

/**
 * Keeps the published summaries in process for a few seconds: the landing page and the knowledge
 * hub ask for them on every visit. Concurrent misses share one query. While an entry lives every
 * caller gets the same frozen array. Every article write through this repository calls `invalidate()`, so this process sees a publish at once.
 * `publishedListVersion()` tells, with no query, whether what a driver derived from the list may be
 * out of date; `publishedListRevision()` tells, with at most the one query a list read costs,
 * whether the list's content really changed.
 */
export class CachedArticleRepository implements ArticleRepository {
  readonly #inner: ArticleRepository;
  readonly #clock: Clock;
  readonly #ttlMs: number;
  #entry: ListEntry | undefined;
  #version = 0;
  #revision = 0;
  #revisionContent: string | undefined;

  constructor(inner: ArticleRepository, clock: Clock, ttlMs = publishedArticlesTtlMs) {
    this.#inner = inner;
    this.#clock = clock;
    this.#ttlMs = ttlMs;
  }

  listPublished(): Promise<ArticleSummary[]> {
    this.#forgetIfExpired();
    if (!this.#entry) {
      const summaries = this.#inner.listPublished().then(freezeAll);
      const entry: ListEntry = {
        expiresAt: this.#clock.now().getTime() + this.#ttlMs,
        summaries,
        revision: summaries.then((list) => this.#revisionOf(list)),
      };
      this.#entry = entry;
      entry.revision.catch(() => undefined);
      // A failed read is not remembered: the next request tries the database again.
      entry.summaries.catch(() => {
        if (this.#entry === entry) this.#forget();
      });
    }
    // Frozen, so no caller can change what the next one reads.
    return this.#entry.summaries as Promise<ArticleSummary[]>;
  }

  findPublishedBySlug(slug: string): Promise<Article | null> {
    return this.#inner.findPublishedBySlug(slug);
  }

  publicContents(ids: readonly string[]): Promise<Map<string, string>> {
    return this.#inner.publicContents(ids);
  }

  listAll(page: { limit: number; offset: number }): Promise<{ articles: ArticleListing[]; total: number }> {
    return this.#inner.listAll(page);
  }

  findById(id: string): Promise<Article | null> {
    return this.#inner.findById(id);
  }

  findBySlug(slug: string): Promise<Article | null> {
    return this.#inner.findBySlug(slug);
  }

  saveBySlug(article: Article): Promise<void> {
    return this.#invalidatingAfter(() => this.#inner.saveBySlug(article));
  }

  create(article: NewArticle): Promise<Article> {
    return this.#invalidatingAfter(() => this.#inner.create(article));
  }

  createIfSlugFree(article: NewArticle): Promise<Article | null> {
    return this.#invalidatingAfter(() => this.#inner.createIfSlugFree(article));
  }

  slugsFrom(base: string): Promise<string[]> {
    return this.#inner.slugsFrom(base);
  }

  /** A scheduled publication is a write like any other: this process sees it at once. */
  publishDue(now: Date): Promise<Article[]> {
    return this.#invalidatingAfter(() => this.#inner.publishDue(now));
  }

  update(id: string, fields: ArticleFields): Promise<Article | null> {
    return this.#invalidatingAfter(() => this.#inner.update(id, fields));
  }

  delete(id: string): Promise<boolean> {
    return this.#invalidatingAfter(() => this.#inner.delete(id));
  }

  async #invalidatingAfter<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      // Also after a failure: the write may have landed before the error surfaced.
      this.invalidate();
    }
  }

  /** Forgets the list; the next read asks the database. Called by every article write. */
  invalidate(): void {
    this.#forget();
  }

  /**
   * A number that changes whenever the list may have: on every write through here, `invalidate()`,
   * a failed read, and the kept list's expiry (so a publish on another instance changes it within
   * the TTL). It costs no query: a driver keeps what it derived from the list (a rendered page)
   * while the number is the one it read before reading the list.
   */
  publishedListVersion(): number {
    this.#forgetIfExpired();
    return this.#version;
  }

  /**
   * A number that changes only when the list's content does (an edit, a publish, an unpublish,
   * here or on another instance). Reads the list like `listPublished()`, so at most one query per
   * TTL: a driver whose `publishedListVersion()` moved asks this before redoing its work, and keeps
   * what it derived when the content is the same (every expiry would otherwise re-render the landing
   * page, which costs a visitor hundreds of milliseconds before the first byte).
   */
  publishedListRevision(): Promise<number> {
    // Makes sure an entry exists (its own failure is handled there), then answers with its revision.
    void this.listPublished();
    return this.#entry!.revision;
  }

  #revisionOf(list: readonly ArticleSummary[]): number {
    const content = JSON.stringify(list);
    if (content !== this.#revisionContent) {
      this.#revisionContent = content;
      this.#revision += 1;
    }
    return this.#revision;
  }

  #forgetIfExpired(): void {
    if (this.#entry && this.#entry.expiresAt <= this.#clock.now().getTime()) this.#forget();
  }

  #forget(): void {
    this.#entry = undefined;
    this.#version += 1;
  }
}

function freezeAll(summaries: ArticleSummary[]): readonly ArticleSummary[] {
  for (const summary of summaries) Object.freeze(summary);
  return Object.freeze(summaries);
}
