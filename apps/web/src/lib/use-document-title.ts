import { useEffect } from 'react';
import { pageTitle } from './page-meta.ts';

/**
 * Sets the browser tab's title to '{title} | {site name}' (or, without a title, the site's own title)
 * while shown. `null` leaves the title alone, for a page that does not know its title yet. The
 * server writes the same title into the first HTML (the page's `meta`).
 */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = pageTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
