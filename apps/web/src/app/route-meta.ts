import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { siteDescription } from '../content/site.ts';
import type { MetaFunction, PageMeta } from '../lib/page-meta.ts';

/** What routes carry in `handle`. */
export interface RouteHandle {
  meta?: MetaFunction;
  /** Rendered in the browser only (the server sends the page shell, marked noindex). */
  clientOnly?: boolean;
  /** The page's JavaScript starts after its first paint (see app/paint-first.ts). */
  paintFirst?: boolean;
  /**
   * The URL carries a secret (an e-mailed link's token): the server never keeps the page, and sends
   * it `no-store` with no referrer.
   */
  secretUrl?: boolean;
}

/**
 * The meta of the page the matched routes show: the deepest route's `meta`, the site's own
 * description where none has one, and `noindex` for the pages only the browser renders. The server
 * entry and the browser's head updater both use it, so a page says the same either way.
 */
export function routeMeta(
  handles: (RouteHandle | undefined)[],
  {
    params,
    search,
    queryClient,
    origin,
  }: { params: Params; search: string; queryClient: QueryClient; origin: string },
): PageMeta & { clientOnly: boolean } {
  if (handles.some((handle) => handle?.clientOnly))
    return { description: siteDescription, noindex: true, clientOnly: true };
  const meta = handles.findLast((handle) => handle?.meta)?.meta;
  return {
    ...(meta?.({ params, search, queryClient, origin }) ?? { description: siteDescription }),
    clientOnly: false,
  };
}
