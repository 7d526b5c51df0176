import { useEffect } from 'react';
import { siteName, tagline } from '../content/site.ts';

/** Sets the browser tab's title to '{title} | {site name}' (or the site's own title) while shown. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} | ${siteName}` : `${siteName} | ${tagline}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
