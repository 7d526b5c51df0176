import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { documentHeadTags } from './document-head.ts';
import { loadBrowserQueryClient } from './lazy-query-client.ts';
import { routeMeta, type RouteHandle } from './route-meta.ts';
import { updateDocumentHead } from './update-document-head.ts';

/** The canonical origin (PUBLIC_URL) the server wrote, which may differ from the address used. */
function canonicalOrigin(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return canonical ? new URL(canonical.href).origin : window.location.origin;
}

/**
 * After each client-side navigation, puts the new page's title, description, canonical URL, Open
 * Graph and Twitter tags and JSON-LD into <head>, as the server writes them for a first visit.
 * Pages only the browser renders keep the title their own page sets.
 */
export function RouteHead() {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const firstPath = useRef(pathname + search);
  useEffect(() => {
    // The server already wrote the first page's head.
    if (pathname + search === firstPath.current) return;
    firstPath.current = '';
    // Meta reads the query cache the loaders filled: the page's code has loaded the query library
    // with it, so this waits for nothing but the landing's own (first) navigation back.
    let current = true;
    void loadBrowserQueryClient().then((queryClient) => {
      if (!current) return;
      const meta = routeMeta(
        matches.map((match) => match.handle as RouteHandle | undefined),
        { params: matches.at(-1)?.params ?? {}, search, queryClient, origin: canonicalOrigin() },
      );
      const tags = documentHeadTags(meta, { origin: canonicalOrigin(), pathname });
      updateDocumentHead(document, meta.clientOnly ? tags.filter((tag) => tag.kind !== 'title') : tags);
    });
    return () => {
      current = false;
    };
  }, [matches, pathname, search]);
  return null;
}
