/**
 * The staff's article fields as zod schemas: the server validates with them and the console's form
 * imports them, so both say the same words. Server-managed fields (id, publishedAt, createdAt) and
 * anything unknown are stripped, never taken from input.
 */
import { z } from 'zod';
import { DomainError } from '../shared/domain-error.ts';
import { accountTiers } from '../members/tiers.ts';
import { articleVisibilities, type ArticleAccess } from './article-access.ts';
import { isCoverImageId } from '../media/cover-image.ts';
import { articleCategories, maxTagsPerArticle, tagNameMaxLength, type ArticleTag } from './article.ts';
import { tagSlug } from './article-slug.ts';
import { authorNotStaffMessage } from './article-bylines.ts';

/** At most this many authors in an article's byline. */
export const maxAuthorsPerArticle = 10;

export const articleMessages = {
  titleRequired: 'Title is required',
  slugRequired: 'Slug is required',
  slugFormat: 'Slug may contain only lowercase letters, digits and single hyphens',
  slugTaken: 'An article with this slug already exists',
  category: `Category must be one of ${articleCategories.join(', ')}`,
  excerptRequired: 'Excerpt is required',
  contentRequired: 'Content is required',
  imageUrl: 'Cover image must be an https:// URL or a path starting with /',
  coverImage: 'Cover image must be an uploaded image',
  coverAltRequired: 'Describe the cover image in its alternative text',
  featured: 'Featured must be true or false',
  published: 'Published must be true or false',
  visibility: `Visibility must be one of ${articleVisibilities.join(', ')}`,
  tiers: `Tiers must be a list of ${accountTiers.join(', ')}`,
  tiersRequired: 'Choose at least one tier for a tiers article',
  publishAt: 'Publication time must be a date and time with its time zone',
  tags: 'Tags must be a list of names',
  tagsMax: `An article has at most ${maxTagsPerArticle} tags`,
  tagName: `A tag is at most ${tagNameMaxLength} characters, with at least one letter or digit`,
  authorIds: 'Authors must be a list',
  authorsRequired: 'An article needs at least one author',
  authorsMax: `An article has at most ${maxAuthorsPerArticle} authors`,
  authorTwice: 'An author is listed twice',
} as const;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/**
 * A cover is ours (`/images/...`) or an absolute https address; nothing that could run script or
 * leave the site. Browsers read a backslash as a slash, so `/\host/x.png` would be a protocol-relative
 * address on another host: a site path is one `/` followed by anything but another slash, with no
 * backslash or space anywhere.
 */
function isSafeImageUrl(value: string): boolean {
  if (value === '') return true;
  if (/[\\\s]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return /^https:\/\/[^/?#]+/.test(value) && URL.canParse(value);
}

const imageUrl = z
  .string({ error: articleMessages.imageUrl })
  .trim()
  .max(2048, articleMessages.imageUrl)
  .refine(isSafeImageUrl, articleMessages.imageUrl)
  .transform((value) => (value === '' ? null : value));

/**
 * Tag names, trimmed. Names giving one slug are one tag (`AI` and `ai`), so the limit counts slugs.
 * The output stays names, as the console's form holds them; `articleTags` makes the tags.
 */
const tags = z
  .array(
    z
      .string({ error: articleMessages.tags })
      .trim()
      .max(tagNameMaxLength, articleMessages.tagName)
      .refine((name) => tagSlug(name) !== '', articleMessages.tagName),
    { error: articleMessages.tags },
  )
  .refine((names) => new Set(names.map(tagSlug)).size <= maxTagsPerArticle, articleMessages.tagsMax);

/** The tags parsed names give, each slug once (its first name kept), in the given order. */
export function articleTags(names: readonly string[]): ArticleTag[] {
  const bySlug = new Map<string, ArticleTag>();
  for (const name of names) {
    const slug = tagSlug(name);
    if (!bySlug.has(slug)) bySlug.set(slug, { name, slug });
  }
  return [...bySlug.values()];
}

/** An article's authors in byline order: staff members' ids (a save checks they are staff). */
export const authorIdsField = z
  .array(z.uuid({ error: authorNotStaffMessage }), { error: articleMessages.authorIds })
  .min(1, { error: articleMessages.authorsRequired })
  .max(maxAuthorsPerArticle, { error: articleMessages.authorsMax })
  .refine((ids) => new Set(ids).size === ids.length, { error: articleMessages.authorTwice });

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugMaxLength = 120;

/** Whether a text could be an article's slug: anything else names no article, whatever it holds. */
export const isArticleSlug = (value: string): boolean =>
  value.length <= slugMaxLength && slugPattern.test(value);

const articleFields = {
  title: requiredText(articleMessages.titleRequired, 200),
  slug: requiredText(articleMessages.slugRequired, slugMaxLength).regex(
    slugPattern,
    articleMessages.slugFormat,
  ),
  category: z.enum(articleCategories, { error: articleMessages.category }),
  tags: tags.optional(),
  authorIds: authorIdsField.optional(),
  excerpt: requiredText(articleMessages.excerptRequired, 500),
  imageUrl: imageUrl.nullable().optional(),
  coverImage: z
    .string({ error: articleMessages.coverImage })
    .refine((value) => value === '' || isCoverImageId(value), articleMessages.coverImage)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  coverAlt: z
    .string({ error: articleMessages.coverAltRequired })
    .trim()
    .max(300, 'Must be at most 300 characters')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  featured: z.boolean({ error: articleMessages.featured }).optional(),
  content: requiredText(articleMessages.contentRequired, 100_000),
  visibility: z.enum(articleVisibilities, { error: articleMessages.visibility }).optional(),
  tiers: z
    .array(z.enum(accountTiers, { error: articleMessages.tiers }), { error: articleMessages.tiers })
    .max(accountTiers.length, articleMessages.tiers)
    .optional(),
};

/**
 * Who may read the article once an input is applied: the tiers list only means something for a
 * `tiers` article (it is emptied otherwise), and a `tiers` article names at least one.
 */
export function articleAccess(
  visibility: ArticleAccess['visibility'],
  tiers: ArticleAccess['tiers'],
): ArticleAccess {
  if (visibility !== 'tiers') return { visibility, tiers: [] };
  const unique = [...new Set(tiers)];
  if (unique.length === 0) {
    throw new DomainError('VALIDATION', articleMessages.tiersRequired, {
      fields: { tiers: articleMessages.tiersRequired },
    });
  }
  return { visibility, tiers: unique };
}

/**
 * The cover as an edit leaves it: alternative text is required with an uploaded cover (and
 * dropped without one). Applied to the article's resulting state, so an edit of the alt alone is
 * checked against the cover already there.
 */
export function articleCover(
  coverImage: string | null,
  coverAlt: string | null,
): { coverImage: string | null; coverAlt: string | null } {
  if (!coverImage) return { coverImage: null, coverAlt: null };
  if (!coverAlt) {
    throw new DomainError('VALIDATION', articleMessages.coverAltRequired, {
      fields: { coverAlt: articleMessages.coverAltRequired },
    });
  }
  return { coverImage, coverAlt };
}

/**
 * When the article goes live on its own, with its offset; null takes a schedule away. Kept a
 * string here so the console's form holds what it sends (`publishTime` reads it).
 */
const publishAt = z.iso.datetime({ offset: true, error: articleMessages.publishAt }).nullish();

/** The `publishAt` of a parsed input as a time: undefined when absent, null when called off. */
export function publishTime(publishAt: string | null | undefined): Date | null | undefined {
  return publishAt ? new Date(publishAt) : publishAt === undefined ? undefined : null;
}

/**
 * A new article: every field but the cover, `featured`, the slug (made from the title when absent
 * or blank) and the publication time is required.
 */
export const createArticleSchema = z
  .object({
    ...articleFields,
    slug: z
      .string({ error: articleMessages.slugFormat })
      .trim()
      .max(slugMaxLength, `Must be at most ${slugMaxLength} characters`)
      .refine((slug) => slug === '' || slugPattern.test(slug), articleMessages.slugFormat)
      .optional()
      .transform((slug) => slug || undefined),
    publishAt,
  })
  .refine((input) => !input.coverImage || input.coverAlt, {
    path: ['coverAlt'],
    message: articleMessages.coverAltRequired,
  });
export type CreateArticleInput = z.input<typeof createArticleSchema>;

/**
 * An edit: any of the fields, `published` to publish or unpublish at once, and `publishAt` to
 * schedule the publication (or, null, to call it off).
 */
export const updateArticleSchema = z.object({
  ...z.object(articleFields).partial().shape,
  published: z.boolean({ error: articleMessages.published }).optional(),
  publishAt,
});
export type UpdateArticleInput = z.input<typeof updateArticleSchema>;

export const previewArticleSchema = z.object({
  content: z
    .string({ error: articleMessages.contentRequired })
    .max(100_000, 'Must be at most 100000 characters'),
});
