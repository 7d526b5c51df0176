import { parseInput } from '../shared/validation.ts';
import { recordArticleChange, type ArticleAuthoringDeps, type ArticleChange } from './article-change.ts';
import { articleAccess, articleCover, createArticleSchema } from './article-schemas.ts';
import type { StaffMember } from '../staff/permissions.ts';

/** Stores a new article, unpublished as the spec says: publishing is a separate, deliberate step. */
export async function createArticle(
  deps: ArticleAuthoringDeps,
  input: unknown,
  by: StaffMember | null,
): Promise<ArticleChange> {
  const { visibility = 'public', tiers = [], ...fields } = parseInput(createArticleSchema, input);
  const access = articleAccess(visibility, tiers);
  const cover = articleCover(fields.coverImage ?? null, fields.coverAlt ?? null);
  return deps.transactions.run(async () => {
    const article = await deps.articles.create({
      ...fields,
      ...access,
      ...cover,
      imageUrl: fields.imageUrl ?? null,
      featured: fields.featured ?? false,
      published: false,
      publishedAt: null,
      createdAt: deps.clock.now(),
      createdBy: by?.id ?? null,
      reviewRequestedAt: null,
    });
    return recordArticleChange(deps, article, 'created', by);
  });
}
