import { useEffect } from 'react';
import { siteName } from '../../../content/site.ts';

/** Names the browser tab after the page while it is shown. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} | ${siteName}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
