import { UniqueConstraintViolationException, type InferEntity } from '@mikro-orm/core';
import { raw } from '@mikro-orm/sql';
import {
  summaryFields,
  type Article,
  type ArticleListing,
  type ArticleSummary,
} from '@commons/core/knowledge/article';
import { articleSlugTaken } from '@commons/core/knowledge/article-errors';
import type {
  ArticleFields,
  ArticleRepository,
  NewArticle,
} from '@commons/core/knowledge/article-repository';
import type { AccountTier } from '@commons/core/members/tiers';
import { isUuid } from '@commons/core/shared/ids';
import { ArticleEntity } from '../entities/knowledge.ts';
import type { EntityManager } from '../orm.ts';

type ArticleRow = InferEntity<typeof ArticleEntity>;

const summaryColumns = summaryFields;

type SummaryRow = Pick<ArticleRow, (typeof summaryColumns)[number]>;

function toArticle(row: ArticleRow): Article {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    category: row.category,
    imageUrl: row.imageUrl ?? null,
    coverImage: row.coverImage ?? null,
    coverAlt: row.coverAlt ?? null,
    featured: row.featured,
    visibility: row.visibility,
    tiers: [...(row.tiers as AccountTier[])],
    published: row.published,
    publishedAt: row.publishedAt ?? null,
    publishAt: row.publishAt ?? null,
    createdAt: row.createdAt,
    createdBy: row.createdBy ?? null,
    reviewRequestedAt: row.reviewRequestedAt ?? null,
    updatedAt: row.updatedAt,
  };
}

/** Reads through the context's EntityManager: the request's fork, or the transaction's. */
export class MikroOrmArticleRepository implements ArticleRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async listPublished(): Promise<ArticleSummary[]> {
    // Plain rows (execute, not entities): only the summary columns leave the database.
    const rows = await this.#em
      .createQueryBuilder(ArticleEntity)
      .select(summaryColumns)
      .where({ published: true })
      .orderBy([{ [raw('coalesce(published_at, created_at)')]: 'desc' }, { id: 'asc' }])
      .execute<SummaryRow[]>('all');
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      category: row.category,
      imageUrl: row.imageUrl ?? null,
      coverImage: row.coverImage ?? null,
      coverAlt: row.coverAlt ?? null,
      publishedAt: row.publishedAt ? new Date(row.publishedAt) : null,
      createdAt: new Date(row.createdAt),
      updatedAt: new Date(row.updatedAt),
      visibility: row.visibility,
      tiers: [...(row.tiers as AccountTier[])],
    }));
  }

  async findPublishedBySlug(slug: string): Promise<Article | null> {
    const row = await this.#em.findOne(ArticleEntity, { slug, published: true });
    return row ? toArticle(row) : null;
  }

  async publicContents(ids: readonly string[]): Promise<Map<string, string>> {
    const wanted = ids.filter(isUuid);
    if (wanted.length === 0) return new Map();
    const rows = await this.#em
      .createQueryBuilder(ArticleEntity)
      .select(['id', 'content'])
      .where({ id: { $in: wanted }, published: true, visibility: 'public' })
      .execute<{ id: string; content: string }[]>('all');
    return new Map(rows.map((row) => [row.id, row.content]));
  }

  async saveBySlug(article: Article): Promise<void> {
    const { id, ...fields } = article;
    await this.#em.upsert(
      ArticleEntity,
      { id, ...fields },
      { onConflictFields: ['slug'], onConflictExcludeFields: ['id'] },
    );
  }

  async listAll(page: {
    limit: number;
    offset: number;
  }): Promise<{ articles: ArticleListing[]; total: number }> {
    const [rows, total] = await this.#em.findAndCount(
      ArticleEntity,
      {},
      {
        exclude: ['content'],
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        limit: page.limit,
        offset: page.offset,
        disableIdentityMap: true,
      },
    );
    return {
      articles: rows.map((row) => {
        const { content: _content, ...listing } = toArticle({ ...row, content: '' } as ArticleRow);
        return listing;
      }),
      total,
    };
  }

  async findById(id: string): Promise<Article | null> {
    if (!isUuid(id)) return null;
    const row = await this.#em.findOne(ArticleEntity, { id }, { disableIdentityMap: true });
    return row ? toArticle(row) : null;
  }

  async findBySlug(slug: string): Promise<Article | null> {
    const row = await this.#em.findOne(ArticleEntity, { slug }, { disableIdentityMap: true });
    return row ? toArticle(row) : null;
  }

  async create(article: NewArticle): Promise<Article> {
    const id = await translateSlugConflict(() => this.#em.insert(ArticleEntity, article as ArticleRow));
    return (await this.findById(String(id)))!;
  }

  async createIfSlugFree(article: NewArticle): Promise<Article | null> {
    const inserted = await this.#em
      .createQueryBuilder(ArticleEntity)
      .insert(article as ArticleRow)
      .onConflict('slug')
      .ignore()
      .returning('id')
      .execute<{ id: string }[]>('all');
    return inserted[0] ? this.findById(inserted[0].id) : null;
  }

  async slugsFrom(base: string): Promise<string[]> {
    const rows = await this.#em
      .createQueryBuilder(ArticleEntity)
      .select('slug')
      .where({ $or: [{ slug: base }, { slug: { $re: `^${base}-[0-9]+$` } }] })
      .execute<{ slug: string }[]>('all');
    return rows.map((row) => row.slug);
  }

  async publishDue(now: Date): Promise<Article[]> {
    // One conditional statement: of two instances running it together, the row goes to one.
    const rows = await this.#em.execute<{ id: string }[]>(
      `update knowledge_articles
          set published = true, published_at = coalesce(published_at, publish_at), publish_at = null
        where published = false and publish_at <= ?
        returning id`,
      [now],
    );
    const published = await Promise.all(rows.map((row) => this.findById(row.id)));
    return published.filter((article) => article !== null);
  }

  async update(id: string, fields: ArticleFields): Promise<Article | null> {
    if (!isUuid(id)) return null;
    const changed = await translateSlugConflict(() => this.#em.nativeUpdate(ArticleEntity, { id }, fields));
    return changed === 0 ? null : this.findById(id);
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return (await this.#em.nativeDelete(ArticleEntity, { id })) > 0;
  }
}

/** The unique index is the one judge of a taken slug: checking first would race. */
async function translateSlugConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw articleSlugTaken();
    throw error;
  }
}
