import { firstFreeSlug, slugFromTitle } from '../knowledge/article-slug.ts';
import { DomainError } from '../shared/domain-error.ts';
import { parseInput } from '../shared/validation.ts';
import type { StaffMember } from '../staff/permissions.ts';
import { authorNotFound } from './author-errors.ts';
import { authorProfileSchema, type AuthorProfile } from './author.ts';
import type { AuthorRepository } from './author-repository.ts';

/** Two saves racing for one slug: past this many tries, give up. */
const slugAttempts = 5;

/**
 * A staff member edits their own byline: name, bio, avatar. The first save gives them an author
 * page, its slug made from the name; later saves keep that address, so links to it last.
 */
export async function updateOwnAuthorProfile(
  deps: { authors: AuthorRepository },
  input: unknown,
  by: StaffMember,
): Promise<AuthorProfile> {
  const fields = parseInput(authorProfileSchema, input);
  const current = await deps.authors.profileOf(by.id);
  if (!current) throw authorNotFound();
  for (let attempt = 0; attempt < slugAttempts; attempt += 1) {
    const slug =
      current.slug ?? firstFreeSlug(baseOf(fields.name), await deps.authors.slugsFrom(baseOf(fields.name)));
    if (await deps.authors.saveProfile(by.id, { ...fields, slug })) return { id: by.id, ...fields, slug };
  }
  throw new DomainError('CONFLICT', 'Another author took this name at the same moment: save again');
}

function baseOf(name: string): string {
  const slug = slugFromTitle(name);
  return slug === 'article' ? 'author' : slug;
}
