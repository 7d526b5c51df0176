import { defineEntity, p } from '@mikro-orm/core';
import { articleCategories } from '@commons/core/knowledge/article';
import { articleVisibilities } from '@commons/core/knowledge/article-access';
import { createdAt, timestamp, uuidPrimaryKey } from './columns.ts';
import { UserEntity } from './users.ts';

export const ArticleEntity = defineEntity({
  name: 'Article',
  tableName: 'knowledge_articles',
  properties: {
    id: uuidPrimaryKey(),
    title: p.string().columnType('text'),
    slug: p.string().columnType('text').unique('knowledge_articles_slug_unique'),
    excerpt: p.string().columnType('text'),
    content: p.string().columnType('text'),
    category: p.enum(articleCategories),
    imageUrl: p.string().columnType('text').nullable(),
    coverImage: p.string().columnType('text').nullable(),
    coverAlt: p.string().columnType('text').nullable(),
    featured: p.boolean().default(false),
    visibility: p.enum(articleVisibilities).default('public'),
    tiers: p.array().columnType('text[]').defaultRaw("'{}'"),
    published: p.boolean().default(false),
    publishedAt: timestamp().nullable(),
    publishAt: timestamp().nullable(),
    createdAt: createdAt(),
    /** The staff member who created it (an author edits only their own drafts); null from the CLI or seed. */
    createdBy: p.uuid().nullable(),
    /** An author asked for review; cleared when it is published. */
    reviewRequestedAt: timestamp().nullable(),
    updatedAt: timestamp().defaultRaw('now()'),
  },
  indexes: [
    { name: 'knowledge_articles_published_idx', properties: ['published', 'publishedAt'] },
    { name: 'knowledge_articles_created_at_idx', properties: ['createdAt', 'id'] },
    // The publisher's one query every few seconds: only scheduled articles are in the index.
    {
      name: 'knowledge_articles_publish_at_idx',
      properties: ['publishAt'],
      expression:
        'create index "knowledge_articles_publish_at_idx" on "knowledge_articles" ("publish_at") where "publish_at" is not null',
    },
  ],
});

/** A tag's one name and slug; a slug keeps the name it was first given. */
export const TagEntity = defineEntity({
  name: 'Tag',
  tableName: 'tags',
  properties: {
    id: uuidPrimaryKey(),
    name: p.string().columnType('text'),
    slug: p.string().columnType('text').unique('tags_slug_unique'),
  },
});

/** Which tags an article carries, in the order staff gave them. */
export const ArticleTagEntity = defineEntity({
  name: 'ArticleTag',
  tableName: 'article_tags',
  properties: {
    article: () =>
      p.manyToOne(ArticleEntity).mapToPk().primary().fieldName('article_id').deleteRule('cascade'),
    // A tag's page lists articles by tag: the second column of the key would not serve it.
    tag: () => p.manyToOne(TagEntity).mapToPk().primary().fieldName('tag_id').deleteRule('cascade').index(),
    position: p.integer(),
  },
});

/** An article's authors in byline order; a member leaving the staff keeps their past bylines. */
export const ArticleAuthorEntity = defineEntity({
  name: 'ArticleAuthor',
  tableName: 'article_authors',
  properties: {
    article: () => p.manyToOne(ArticleEntity).mapToPk().primary().deleteRule('cascade'),
    user: () => p.manyToOne(UserEntity).mapToPk().primary().deleteRule('cascade').index(),
    position: p.integer(),
  },
});

/** An article's kept saves (core's article-revision.ts): the last few, each a JSON snapshot. */
export const ArticleRevisionEntity = defineEntity({
  name: 'ArticleRevision',
  tableName: 'article_revisions',
  properties: {
    id: uuidPrimaryKey(),
    article: () => p.manyToOne(ArticleEntity).mapToPk().deleteRule('cascade'),
    /** Orders saves made in one instant. */
    sequence: p.bigint('number').autoincrement(),
    savedAt: timestamp(),
    savedBy: () =>
      p.manyToOne(UserEntity).mapToPk().nullable().deleteRule('set null').fieldName('saved_by').index(),
    snapshot: p.json<Record<string, unknown>>(),
  },
  indexes: [
    {
      name: 'article_revisions_article_id_saved_at_index',
      properties: ['article', 'savedAt', 'sequence'],
      expression:
        'create index "article_revisions_article_id_saved_at_index" on "article_revisions" ("article_id", "saved_at" desc, "sequence" desc)',
    },
  ],
});
