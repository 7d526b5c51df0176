import type { StaffMember } from '../staff/permissions.ts';
import { authorNotFound } from './author-errors.ts';
import type { AuthorProfile } from './author.ts';
import type { AuthorRepository } from './author-repository.ts';

/** The signed-in staff member's author profile, as their byline shows it today. */
export async function getOwnAuthorProfile(
  deps: { authors: AuthorRepository },
  by: StaffMember,
): Promise<AuthorProfile> {
  const profile = await deps.authors.profileOf(by.id);
  if (!profile) throw authorNotFound();
  return profile;
}
