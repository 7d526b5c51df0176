import type {
  ArticleRevision,
  ArticleRevisionListing,
  ArticleRevisions,
  ArticleSnapshot,
  NewArticleRevision,
} from '@commons/core/knowledge/article-revision';
import { isUuid } from '@commons/core/shared/ids';
import type { EntityManager } from '../orm.ts';

interface RevisionRow {
  id: string;
  article_id: string;
  saved_at: Date | string;
  saved_by: string | null;
  saver_name: string | null;
  snapshot: ArticleSnapshot | string;
}

/** The saver's byline name, else their own name, else their address: the console never shows a blank. */
const revisionColumns = `r.id, r.article_id, r.saved_at, r.saved_by, r.snapshot,
  coalesce(u.author_name, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) as saver_name`;

const newestFirst = `order by r.saved_at desc, r.sequence desc`;

function toRevision(row: RevisionRow): ArticleRevision {
  const snapshot =
    typeof row.snapshot === 'string' ? (JSON.parse(row.snapshot) as ArticleSnapshot) : row.snapshot;
  return {
    id: row.id,
    articleId: row.article_id,
    savedAt: new Date(row.saved_at),
    savedBy: row.saved_by ? { id: row.saved_by, name: row.saver_name ?? '' } : null,
    title: snapshot.title,
    snapshot,
  };
}

/** Revisions in `article_revisions`, the snapshot as JSON; savers' names from `users`. */
export class SqlArticleRevisions implements ArticleRevisions {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async record(revision: NewArticleRevision, keep: number): Promise<void> {
    await this.#em.execute(
      `insert into article_revisions (article_id, saved_at, saved_by, snapshot) values (?, ?, ?, cast(? as jsonb))`,
      [revision.articleId, revision.savedAt, revision.savedBy, JSON.stringify(revision.snapshot)],
    );
    await this.#em.execute(
      `delete from article_revisions where article_id = ? and id not in (
         select r.id from article_revisions r where r.article_id = ? ${newestFirst} limit ?)`,
      [revision.articleId, revision.articleId, keep],
    );
  }

  async listFor(articleId: string): Promise<ArticleRevisionListing[]> {
    if (!isUuid(articleId)) return [];
    return (await this.#select(`r.article_id = ?`, [articleId])).map(
      ({ articleId: _articleId, snapshot: _snapshot, ...listing }) => listing,
    );
  }

  async latestFor(articleId: string): Promise<ArticleRevision | null> {
    if (!isUuid(articleId)) return null;
    return (await this.#select(`r.article_id = ?`, [articleId], 1))[0] ?? null;
  }

  async find(articleId: string, revisionId: string): Promise<ArticleRevision | null> {
    if (!isUuid(articleId) || !isUuid(revisionId)) return null;
    return (await this.#select(`r.article_id = ? and r.id = ?`, [articleId, revisionId]))[0] ?? null;
  }

  async #select(where: string, params: unknown[], limit?: number): Promise<ArticleRevision[]> {
    const rows = await this.#em.execute<RevisionRow[]>(
      `select ${revisionColumns} from article_revisions r left join users u on u.id = r.saved_by
        where ${where} ${newestFirst}${limit ? ` limit ${limit}` : ''}`,
      params,
    );
    return rows.map(toRevision);
  }
}
