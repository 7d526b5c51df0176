import { randomUUID } from 'node:crypto';
import { InMemoryTransactions } from '../../shared/testing/in-memory-transactions.ts';
import type {
  ArticleRevision,
  ArticleRevisionListing,
  ArticleRevisions,
  NewArticleRevision,
} from '../article-revision.ts';

interface StoredRevision extends NewArticleRevision {
  id: string;
  sequence: number;
}

/**
 * Revisions in memory. `names` stands in for the accounts the SQL adapter reads savers' names
 * from; a saver it does not know shows by id.
 */
export class InMemoryArticleRevisions implements ArticleRevisions {
  readonly #rows;
  readonly #names: ReadonlyMap<string, string>;
  #sequence = 0;

  constructor(options: { transactions?: InMemoryTransactions; names?: ReadonlyMap<string, string> } = {}) {
    this.#rows = (options.transactions ?? new InMemoryTransactions()).state<StoredRevision[]>([]);
    this.#names = options.names ?? new Map();
  }

  async record(revision: NewArticleRevision, keep: number): Promise<void> {
    this.#sequence += 1;
    const rows = this.#rows.write();
    rows.push({ ...structuredClone(revision), id: randomUUID(), sequence: this.#sequence });
    const dropped = new Set(this.#newestFirst(revision.articleId).slice(keep));
    rows.splice(0, rows.length, ...rows.filter((row) => !dropped.has(row)));
  }

  async listFor(articleId: string): Promise<ArticleRevisionListing[]> {
    return this.#newestFirst(articleId).map((row) => {
      const { articleId: _articleId, snapshot: _snapshot, ...listing } = this.#shown(row);
      return listing;
    });
  }

  async latestFor(articleId: string): Promise<ArticleRevision | null> {
    const row = this.#newestFirst(articleId)[0];
    return row ? this.#shown(row) : null;
  }

  async find(articleId: string, revisionId: string): Promise<ArticleRevision | null> {
    const row = this.#rows.read().find((kept) => kept.articleId === articleId && kept.id === revisionId);
    return row ? this.#shown(row) : null;
  }

  #newestFirst(articleId: string): StoredRevision[] {
    return this.#rows
      .read()
      .filter((row) => row.articleId === articleId)
      .sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime() || b.sequence - a.sequence);
  }

  #shown(row: StoredRevision): ArticleRevision {
    const { sequence: _sequence, savedBy, ...rest } = structuredClone(row);
    return {
      ...rest,
      title: row.snapshot.title,
      savedBy: savedBy ? { id: savedBy, name: this.#names.get(savedBy) ?? savedBy } : null,
    };
  }
}
