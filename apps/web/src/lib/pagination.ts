import { publishedPageSize } from '@commons/core/knowledge/list-published-articles';
import type { PageMeta } from './page-meta.ts';

/** How many articles a page of the hub, a category or a tag lists: the public API's page too. */
export const articlesPerPage = publishedPageSize;

/**
 * The page a query string asks for: 1 without `page`; null for anything but a whole number from 1
 * (`?page=0`, `?page=two`, `?page=02`), which the pages answer with 404, as they do past the last.
 */
export function requestedPage(search: string): number | null {
  const page = new URLSearchParams(search).get('page');
  if (page === null) return 1;
  return /^[1-9][0-9]{0,5}$/.test(page) ? Number(page) : null;
}

export interface Paged<T> {
  items: T[];
  page: number;
  pageCount: number;
}

/** One page of the items; null past the last (the first page exists, empty, when there are none). */
export function pageOf<T>(items: readonly T[], page: number, size = articlesPerPage): Paged<T> | null {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  if (page > pageCount) return null;
  return { items: items.slice((page - 1) * size, page * size), page, pageCount };
}

/** A page's address: the first is the path alone (its canonical), the others `?page=N`. */
export const pagePath = (path: string, page: number): string => (page === 1 ? path : `${path}?page=${page}`);

/** The canonical address of the page shown, and its neighbours as `<link rel="prev|next">`. */
export function pagedMeta(
  path: string,
  paged: Paged<unknown>,
): Pick<PageMeta, 'canonicalPath' | 'prevPath' | 'nextPath'> {
  return {
    canonicalPath: pagePath(path, paged.page),
    ...(paged.page > 1 && { prevPath: pagePath(path, paged.page - 1) }),
    ...(paged.page < paged.pageCount && { nextPath: pagePath(path, paged.page + 1) }),
  };
}
