import { lazy, Suspense } from 'react';
import { withQueryClient } from '../app/lazy-query-client.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/** The session refresh and the test-mode banner: both wait for the API, so neither is in the
 * server's HTML, and their code (with the query library) stays out of the first JavaScript. */
const SessionAndBanner = lazy(async () => ({
  default: await withQueryClient(async () => (await import('./session-and-banner.tsx')).default)(),
}));

/** Mounts what only the browser shows once the page is hydrated (it sits in the page's Suspense
 * boundary, see SiteLayout); re-renders nothing else. */
export function AfterHydration() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SessionAndBanner />
    </Suspense>
  );
}
