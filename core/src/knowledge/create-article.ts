import { parseInput } from '../shared/validation.ts';
import type { StaffMember } from '../staff/permissions.ts';
import {
  assertMayWrite,
  recordArticleChange,
  type ArticleChange,
  type ArticleSavingDeps,
} from './article-change.ts';
import { nameArticleAuthors } from './article-bylines.ts';
import { articleSlugTaken } from './article-errors.ts';
import { recordRevision } from './article-revision.ts';
import type { NewArticle } from './article-repository.ts';
import {
  articleAccess,
  articleCover,
  articleTags,
  createArticleSchema,
  publishTime,
} from './article-schemas.ts';
import type { Article } from './article.ts';
import { firstFreeSlug, slugFromTitle } from './article-slug.ts';
import { publication } from './article-publication.ts';

/** Articles created together with one title each take a suffix; past this many tries, give up. */
const slugAttempts = 5;

/**
 * Stores a new article, unpublished as the spec says: publishing is a separate, deliberate step,
 * or a time given with `publishAt` (a time already past publishes it at once; only roles that may
 * publish may give one). Without a slug, the title gives one, with the first free numeric suffix.
 * `authorIds` names its authors (staff, in byline order); without them it is by its creator. The
 * save is the article's first revision.
 */
export async function createArticle(
  deps: ArticleSavingDeps,
  input: unknown,
  by: StaffMember | null,
): Promise<ArticleChange> {
  const {
    visibility = 'public',
    tiers = [],
    tags = [],
    slug,
    publishAt,
    authorIds,
    ...fields
  } = parseInput(createArticleSchema, input);
  const access = articleAccess(visibility, tiers);
  const cover = articleCover(fields.coverImage ?? null, fields.coverAlt ?? null);
  const now = deps.clock.now();
  const published = publication(
    { published: false, publishedAt: null },
    { publishAt: publishTime(publishAt) ?? null },
    now,
  );
  assertMayWrite(
    by,
    { createdBy: by?.id ?? null, published: false },
    published.published || published.publishAt !== null,
  );
  return deps.transactions.run(async () => {
    const article: Omit<NewArticle, 'slug'> = {
      ...fields,
      ...access,
      ...cover,
      tags: articleTags(tags),
      imageUrl: fields.imageUrl ?? null,
      featured: fields.featured ?? false,
      ...published,
      createdAt: now,
      updatedAt: now,
      createdBy: by?.id ?? null,
      reviewRequestedAt: null,
    };
    const created = slug
      ? await deps.articles.create({ ...article, slug })
      : await createWithFreeSlug(deps, article, slugFromTitle(fields.title));
    await recordRevision(deps, created, by?.id ?? null);
    // Without authorIds the byline is the creator's (the authors' repository reads it so).
    if (authorIds) await nameArticleAuthors(deps, created.id, authorIds);
    return recordArticleChange(deps, created, 'created', by);
  });
}

/**
 * The unique index decides: a slug another request took between the read and the insert makes the
 * insert answer null, and the next try reads the slugs again.
 */
async function createWithFreeSlug(
  deps: Pick<ArticleSavingDeps, 'articles'>,
  article: Omit<NewArticle, 'slug'>,
  base: string,
): Promise<Article> {
  for (let attempt = 0; attempt < slugAttempts; attempt += 1) {
    const slug = firstFreeSlug(base, await deps.articles.slugsFrom(base));
    const created = await deps.articles.createIfSlugFree({ ...article, slug });
    if (created) return created;
  }
  throw articleSlugTaken();
}
