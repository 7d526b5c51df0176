import {
  defaultAuthorName,
  type AuthorProfile,
  type AuthorProfileFields,
} from '@commons/core/authors/author';
import type { AuthorRepository } from '@commons/core/authors/author-repository';
import type { EntityManager } from '../orm.ts';

interface ProfileRow {
  id: string;
  first_name: string;
  last_name: string;
  author_name: string | null;
  author_bio: string | null;
  author_avatar_url: string | null;
  author_slug: string | null;
}

const profileColumns = `u.id, u.first_name, u.last_name, u.author_name, u.author_bio, u.author_avatar_url, u.author_slug`;

/**
 * An article's authors: its `article_authors` rows, or its creator when it has none (articles made
 * before authors could be named, and new ones until someone names them).
 */
const bylines = `
  select aa.article_id, aa.user_id, aa.position from article_authors aa
  union all
  select a.id, a.created_by, 0 from knowledge_articles a
   where a.created_by is not null
     and not exists (select 1 from article_authors x where x.article_id = a.id)`;

function toProfile(row: ProfileRow): AuthorProfile {
  return {
    id: row.id,
    name: row.author_name ?? defaultAuthorName({ firstName: row.first_name, lastName: row.last_name }),
    bio: row.author_bio ?? '',
    avatarUrl: row.author_avatar_url,
    slug: row.author_slug,
  };
}

/** Profiles on `users`, bylines in `article_authors`. */
export class SqlAuthorRepository implements AuthorRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async profileOf(memberId: string): Promise<AuthorProfile | null> {
    const rows = await this.#em.execute<ProfileRow[]>(
      `select ${profileColumns} from users u where u.id = ? and u.staff_role is not null`,
      [memberId],
    );
    return rows[0] ? toProfile(rows[0]) : null;
  }

  async saveProfile(memberId: string, fields: AuthorProfileFields): Promise<boolean> {
    // The slug's holder check and the write are one statement; a race past it meets the unique index.
    const rows = await this.#em.execute<{ id: string }[]>(
      `update users set author_name = ?, author_bio = ?, author_avatar_url = ?, author_slug = ?
        where id = ? and not exists (select 1 from users o where o.author_slug = ? and o.id <> ?)
        returning id`,
      [fields.name, fields.bio, fields.avatarUrl, fields.slug, memberId, fields.slug, memberId],
    );
    return rows.length > 0;
  }

  /** `base` is a slug (lower-case letters, digits, dashes): nothing in it is special to a pattern. */
  async slugsFrom(base: string): Promise<string[]> {
    const rows = await this.#em.execute<{ author_slug: string }[]>(
      `select author_slug from users where author_slug = ? or author_slug ~ ?`,
      [base, `^${base}-[0-9]+$`],
    );
    return rows.map((row) => row.author_slug);
  }

  async findBySlug(slug: string): Promise<AuthorProfile | null> {
    const rows = await this.#em.execute<ProfileRow[]>(
      `select ${profileColumns} from users u where u.author_slug = ?`,
      [slug],
    );
    return rows[0] ? toProfile(rows[0]) : null;
  }

  async staffAmong(ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.#em.execute<{ id: string }[]>(
      `select id from users where id::text in (select json_array_elements_text(cast(? as json))) and staff_role is not null`,
      [JSON.stringify(ids)],
    );
    const staff = new Set(rows.map((row) => row.id));
    return ids.filter((id) => staff.has(id));
  }

  async setArticleAuthors(articleId: string, memberIds: readonly string[]): Promise<void> {
    // One statement: the rows kept are updated in place (a delete and an insert of the same key in
    // one statement would see the same snapshot and collide).
    await this.#em.execute(
      `with wanted as (
         select author.id::uuid as user_id, author.position - 1 as position
           from json_array_elements_text(cast(? as json)) with ordinality as author(id, position)),
       gone as (
         delete from article_authors
          where article_id = ? and user_id not in (select user_id from wanted))
       insert into article_authors (article_id, user_id, position)
       select ?, user_id, position from wanted
       on conflict (article_id, user_id) do update set position = excluded.position`,
      [JSON.stringify(memberIds), articleId, articleId],
    );
  }

  async authorsOf(articleIds: readonly string[]): Promise<Map<string, AuthorProfile[]>> {
    const byArticle = new Map<string, AuthorProfile[]>();
    if (articleIds.length === 0) return byArticle;
    const rows = await this.#em.execute<(ProfileRow & { article_id: string })[]>(
      `select b.article_id, ${profileColumns}
         from (${bylines}) b join users u on u.id = b.user_id
        where b.article_id::text in (select json_array_elements_text(cast(? as json)))
        order by b.article_id, b.position`,
      [JSON.stringify(articleIds)],
    );
    for (const row of rows) {
      const authors = byArticle.get(row.article_id) ?? [];
      authors.push(toProfile(row));
      byArticle.set(row.article_id, authors);
    }
    return byArticle;
  }

  async articleIdsBy(memberId: string): Promise<string[]> {
    const rows = await this.#em.execute<{ article_id: string }[]>(
      `select b.article_id from (${bylines}) b where b.user_id = ?`,
      [memberId],
    );
    return rows.map((row) => row.article_id);
  }
}
