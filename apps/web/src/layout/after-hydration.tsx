import { lazy, Suspense } from 'react';
import { withQueryClient } from '../app/lazy-query-client.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useStoredMember } from '../lib/stored-member.ts';

/**
 * The session refresh, for a browser that holds a signed-in member's copy: a visitor who never
 * signed in has nothing to refresh, and so never loads it (nor the query library it reads with).
 */
const AuthSync = lazy(async () => ({
  default: await withQueryClient(
    async () => (await import('../features/auth/components/auth-sync.tsx')).AuthSync,
  )(),
}));

/** The test-mode banner: it asks the API, so it is not in the server's HTML. */
const TestModeBanner = lazy(async () => ({
  default: (await import('./test-mode-banner.tsx')).TestModeBanner,
}));

/**
 * Mounts what only the browser shows once the page is hydrated (it sits in the page's Suspense
 * boundary, see SiteLayout); re-renders nothing else. Their code stays out of the first JavaScript.
 */
export function AfterHydration() {
  const hydrated = useHydrated();
  const signedIn = useStoredMember() !== null;
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      {signedIn && <AuthSync />}
      <TestModeBanner />
    </Suspense>
  );
}
