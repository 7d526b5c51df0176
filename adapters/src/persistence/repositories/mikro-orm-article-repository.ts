import { UniqueConstraintViolationException, type InferEntity } from '@mikro-orm/core';
import { raw } from '@mikro-orm/sql';
import {
  summaryFields,
  type Article,
  type ArticleListing,
  type ArticleSummary,
  type ArticleTag,
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

/** The tags live in their own tables (tagsOf reads them); every other summary field is a column. */
const summaryColumns = summaryFields.filter(
  (field): field is Exclude<(typeof summaryFields)[number], 'tags'> => field !== 'tags',
);

type SummaryRow = Pick<ArticleRow, (typeof summaryColumns)[number]>;

interface TagRow extends ArticleTag {
  article_id: string;
}

/** Each article's tags in the order staff gave them. */
function tagsByArticle(rows: readonly TagRow[]): Map<string, ArticleTag[]> {
  const byArticle = new Map<string, ArticleTag[]>();
  for (const { article_id: articleId, name, slug } of rows) {
    const tags = byArticle.get(articleId) ?? [];
    tags.push({ name, slug });
    byArticle.set(articleId, tags);
  }
  return byArticle;
}

const tagColumns =
  'select at.article_id, t.name, t.slug from article_tags at join tags t on t.id = at.tag_id';

function toArticle(row: ArticleRow, tags: ArticleTag[]): Article {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    category: row.category,
    tags,
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
    // One more query for every published article's tags, however many: never one per article.
    const tags = tagsByArticle(
      await this.#em.execute<TagRow[]>(
        `${tagColumns} join knowledge_articles a on a.id = at.article_id where a.published order by at.position`,
      ),
    );
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      category: row.category,
      tags: tags.get(row.id) ?? [],
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
    return row ? this.#withTags(row) : null;
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
    const { id, tags, ...fields } = article;
    const saved = await this.#em.upsert(
      ArticleEntity,
      { id, ...fields },
      { onConflictFields: ['slug'], onConflictExcludeFields: ['id'] },
    );
    await this.#setTags(saved.id, tags);
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
    const tags = await this.#tagsOf(rows.map((row) => row.id));
    return {
      articles: rows.map((row) => {
        const { content: _content, ...listing } = toArticle(
          { ...row, content: '' } as ArticleRow,
          tags.get(row.id) ?? [],
        );
        return listing;
      }),
      total,
    };
  }

  async findById(id: string): Promise<Article | null> {
    if (!isUuid(id)) return null;
    const row = await this.#em.findOne(ArticleEntity, { id }, { disableIdentityMap: true });
    return row ? this.#withTags(row) : null;
  }

  async findBySlug(slug: string): Promise<Article | null> {
    const row = await this.#em.findOne(ArticleEntity, { slug }, { disableIdentityMap: true });
    return row ? this.#withTags(row) : null;
  }

  async create(article: NewArticle): Promise<Article> {
    const { tags, ...fields } = article;
    const id = await translateSlugConflict(() => this.#em.insert(ArticleEntity, fields as ArticleRow));
    await this.#setTags(String(id), tags);
    return (await this.findById(String(id)))!;
  }

  async createIfSlugFree(article: NewArticle): Promise<Article | null> {
    const { tags, ...fields } = article;
    const inserted = await this.#em
      .createQueryBuilder(ArticleEntity)
      .insert(fields as ArticleRow)
      .onConflict('slug')
      .ignore()
      .returning('id')
      .execute<{ id: string }[]>('all');
    if (!inserted[0]) return null;
    await this.#setTags(inserted[0].id, tags);
    return this.findById(inserted[0].id);
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
    const { tags, ...columns } = fields;
    // The row's update comes first: its lock makes a concurrent edit's tags wait for these.
    const changed = await translateSlugConflict(() => this.#em.nativeUpdate(ArticleEntity, { id }, columns));
    if (changed === 0) return null;
    await this.#setTags(id, tags);
    return this.findById(id);
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return (await this.#em.nativeDelete(ArticleEntity, { id })) > 0;
  }

  async #withTags(row: ArticleRow): Promise<Article> {
    return toArticle(row, (await this.#tagsOf([row.id])).get(row.id) ?? []);
  }

  async #tagsOf(ids: readonly string[]): Promise<Map<string, ArticleTag[]>> {
    if (ids.length === 0) return new Map();
    const rows = await this.#em.execute<TagRow[]>(
      `${tagColumns} where at.article_id in (${ids.map(() => '?').join(', ')}) order by at.position`,
      [...ids],
    );
    return tagsByArticle(rows);
  }

  /**
   * Makes the article carry exactly these tags. A new slug becomes a tag; a known one keeps its
   * first name (`on conflict do nothing`, so two articles naming one new tag together both get it).
   */
  async #setTags(articleId: string, tags: readonly ArticleTag[]): Promise<void> {
    await this.#em.execute('delete from article_tags where article_id = ?', [articleId]);
    if (tags.length === 0) return;
    const values = tags.map(() => '(?, ?)').join(', ');
    await this.#em.execute(
      `insert into tags (name, slug) values ${values} on conflict (slug) do nothing`,
      tags.flatMap((tag) => [tag.name, tag.slug]),
    );
    const positions = tags.map(() => '(?::text, ?::int)').join(', ');
    await this.#em.execute(
      `insert into article_tags (article_id, tag_id, position)
       select ?, t.id, given.position from (values ${positions}) as given(slug, position)
         join tags t on t.slug = given.slug`,
      [articleId, ...tags.flatMap((tag, position) => [tag.slug, position])],
    );
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
