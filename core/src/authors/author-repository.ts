import type { ArticleBylines } from '../knowledge/article-bylines.ts';
import type { Author, AuthorProfile, AuthorProfileFields } from './author.ts';

/**
 * Staff's author profiles (stored on their member record) and articles' authors. An article whose
 * authors were never set is by the staff member who created it.
 */
export interface AuthorRepository extends ArticleBylines {
  /** Null when the member is not staff. Without a saved profile: their name, no bio, no slug. */
  profileOf(memberId: string): Promise<AuthorProfile | null>;
  /**
   * Stores the staff member's profile; false when the slug belongs to someone else (one statement:
   * the unique index decides).
   */
  saveProfile(memberId: string, fields: AuthorProfileFields): Promise<boolean>;
  /** The author slugs in use that are `base` or `base-<number>`. */
  slugsFrom(base: string): Promise<string[]>;
  /** Anyone who saved a profile with that slug, staff or former staff (their bylines remain). */
  findBySlug(slug: string): Promise<AuthorProfile | null>;
  /** Each article's authors in byline order, by article id (an article without any is absent). */
  authorsOf(articleIds: readonly string[]): Promise<Map<string, AuthorProfile[]>>;
  /** The ids of the articles the member is an author of, published or not. */
  articleIdsBy(memberId: string): Promise<string[]>;
}

/** What readers get: the profile without the member id. */
export function publicAuthor({ id: _id, ...author }: AuthorProfile): Author {
  return author;
}
