import type { PublishedListChanges } from '@commons/container';

export type { PublishedListChanges };

/**
 * What a driver keeps that it derived from the published articles (a rendered page, the sitemap,
 * the feed) carries a stamp of the list it read. The list's version moves on every write and at
 * every expiry of the kept list, with no query; its revision moves only when the content did.
 * Checking the version alone made every expiry (each 5 s) re-render the landing page for the next
 * visitor, who then waited hundreds of milliseconds for the first byte.
 */
export interface ListStamp {
  version: number;
  revision: number;
}

/**
 * The stamp to keep with work about to read the list. Taken before the list is read: a change
 * during the work then leaves the stamp behind, and the next check redoes the work. Call it
 * inside a database scope.
 */
export async function stampOf(changes: PublishedListChanges): Promise<ListStamp> {
  const version = changes.version();
  return { version, revision: await changes.revision() };
}

/**
 * Whether work so stamped is still what the list would give: synchronously while the version is
 * the same; otherwise by the revision, read in a database scope, renewing the stamp's version
 * when the content is unchanged.
 */
export function isCurrent(
  changes: PublishedListChanges,
  stamp: ListStamp,
  inDatabaseScope: <R>(work: () => Promise<R>) => Promise<R>,
): boolean | Promise<boolean> {
  const version = changes.version();
  if (stamp.version === version) return true;
  return inDatabaseScope(() => changes.revision()).then((revision) => {
    if (revision !== stamp.revision) return false;
    stamp.version = version;
    return true;
  });
}
