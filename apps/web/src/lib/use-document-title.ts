import { useEffect } from 'react';
import { siteName, tagline } from '../content/site.ts';

/**
 * Sets the browser tab's title to '{title} | {site name}' (or, without a title, the site's own title)
 * while shown. `null` leaves the title alone, for a page that does not know its title yet.
 */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = title ? `${title} | ${siteName}` : `${siteName} | ${tagline}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
