import type { InferEntity } from '@mikro-orm/core';
import { raw } from '@mikro-orm/sql';
import type { Article, ArticleSummary } from '@commons/core/knowledge/article';
import type { ArticleRepository } from '@commons/core/knowledge/article-repository';
import { ArticleEntity } from '../entities/knowledge.ts';
import type { EntityManager } from '../orm.ts';

type ArticleRow = InferEntity<typeof ArticleEntity>;

const summaryColumns = [
  'id',
  'slug',
  'title',
  'excerpt',
  'category',
  'imageUrl',
  'publishedAt',
  'createdAt',
] as const satisfies (keyof ArticleSummary)[];

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
    published: row.published,
    publishedAt: row.publishedAt ?? null,
    createdAt: row.createdAt,
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
      publishedAt: row.publishedAt ? new Date(row.publishedAt) : null,
      createdAt: new Date(row.createdAt),
    }));
  }

  async findPublishedBySlug(slug: string): Promise<Article | null> {
    const row = await this.#em.findOne(ArticleEntity, { slug, published: true });
    return row ? toArticle(row) : null;
  }

  async saveBySlug(article: Article): Promise<void> {
    const { id, ...fields } = article;
    await this.#em.upsert(
      ArticleEntity,
      { id, ...fields },
      { onConflictFields: ['slug'], onConflictExcludeFields: ['id'] },
    );
  }
}
