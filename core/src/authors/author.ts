import { z } from 'zod';
import { authorIdsField } from '../knowledge/article-schemas.ts';
import { isCoverImageId } from '../media/cover-image.ts';

/** What readers see of an author: never their e-mail or member id. */
export interface Author {
  name: string;
  /** Their page, /knowledge/author/:slug; null until they save a profile. */
  slug: string | null;
  bio: string;
  avatarUrl: string | null;
}

/** A staff member's own profile as the console edits it. */
export interface AuthorProfile extends Author {
  id: string;
}

/** What a profile save stores; the slug is chosen once, so an author page keeps its address. */
export interface AuthorProfileFields {
  name: string;
  bio: string;
  avatarUrl: string | null;
  slug: string;
}

export const authorBioMaxLength = 280;

/** The byline name a staff member has before they choose one. */
export function defaultAuthorName(member: { firstName: string; lastName: string }): string {
  return `${member.firstName} ${member.lastName}`.trim();
}

/** An https address, or the id of an image uploaded through the console (media/cover-image.ts). */
function isAvatar(value: string): boolean {
  if (/^https:\/\/[^/?#]+/.test(value)) return URL.canParse(value);
  return isCoverImageId(value);
}

export const authorProfileSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required' })
    .max(120, { error: 'Name must be at most 120 characters' }),
  bio: z
    .string({ error: 'Bio must be text' })
    .trim()
    .max(authorBioMaxLength, { error: `Bio must be at most ${authorBioMaxLength} characters` })
    .default(''),
  avatarUrl: z
    .string({ error: 'Avatar must be an https:// URL or an uploaded image' })
    .trim()
    .refine(isAvatar, { error: 'Avatar must be an https:// URL or an uploaded image' })
    .nullable()
    .default(null),
});
export type AuthorProfileInput = z.input<typeof authorProfileSchema>;

export const articleAuthorsSchema = z.object({ authorIds: authorIdsField });
