import type { ArticleAccess } from './article-access.ts';

export const articleCategories = ['Research', 'Event', 'Insight', 'Analysis', 'Case Study'] as const;
export type ArticleCategory = (typeof articleCategories)[number];

/** A tag as articles carry it: the name shown, the slug of its page `/knowledge/tag/:slug`. */
export interface ArticleTag {
  name: string;
  slug: string;
}

/** At most this many tags per article, each name at most `tagNameMaxLength` characters. */
export const maxTagsPerArticle = 10;
export const tagNameMaxLength = 40;

/** `visibility` and `tiers` say who may read it past the preview (article-access.ts). */
export interface Article extends ArticleAccess {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: ArticleCategory;
  /** Beside the category, in the order staff gave them; a slug's name is the one it was first given. */
  tags: ArticleTag[];
  /** An address given by hand (seeded and older articles); an uploaded cover wins over it. */
  imageUrl: string | null;
  /** The uploaded cover's id (media/cover-image.ts: its renditions follow from it). */
  coverImage: string | null;
  /** The cover's alternative text, required with a cover. */
  coverAlt: string | null;
  /** Staff's pick for the hub; the public summary does not carry it (spec section 3). */
  featured: boolean;
  published: boolean;
  publishedAt: Date | null;
  /** When an unpublished article goes live on its own (publish-due-articles.ts); null: not scheduled. */
  publishAt: Date | null;
  createdAt: Date;
  /** The staff member who created it: an author edits only their own drafts. Null from the CLI. */
  createdBy: string | null;
  /** When an author asked for review; cleared when it is published. */
  reviewRequestedAt: Date | null;
  /** The last save: search engines' `dateModified` and the sitemap's `lastmod`. */
  updatedAt: Date;
}

/**
 * What the public list carries (spec section 3): no body, no publication flag; who may read it, so
 * cards show a lock and the tier that unlocks them.
 */
export type ArticleSummary = Pick<
  Article,
  | 'id'
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'category'
  | 'tags'
  | 'imageUrl'
  | 'coverImage'
  | 'coverAlt'
  | 'publishedAt'
  | 'createdAt'
  | 'updatedAt'
  | 'visibility'
  | 'tiers'
>;

/** What the staff's list shows of each article: everything but the body. */
export type ArticleListing = Omit<Article, 'content'>;

/** The date a reader sees: publication date when there is one, else creation date. */
export function displayDate(article: Pick<Article, 'publishedAt' | 'createdAt'>): Date {
  return article.publishedAt ?? article.createdAt;
}

/**
 * The article's last change as search engines read it: its last save, or its publication when that
 * came later (a scheduled article goes live after its last save).
 */
export function lastChanged(article: Pick<Article, 'publishedAt' | 'createdAt' | 'updatedAt'>): Date {
  const shown = displayDate(article);
  return article.updatedAt > shown ? article.updatedAt : shown;
}

/** The fields of the public summary: what the list reads (the adapter's columns) and carries. */
export const summaryFields = [
  'id',
  'slug',
  'title',
  'excerpt',
  'category',
  'tags',
  'imageUrl',
  'coverImage',
  'coverAlt',
  'publishedAt',
  'createdAt',
  'updatedAt',
  'visibility',
  'tiers',
] as const satisfies readonly (keyof ArticleSummary)[];

export function toSummary(article: Article): ArticleSummary {
  return Object.fromEntries(summaryFields.map((field) => [field, article[field]])) as ArticleSummary;
}
