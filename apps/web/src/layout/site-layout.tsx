import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AfterHydration } from './after-hydration.tsx';
import { Footer } from './footer.tsx';
import { NavBar } from './nav-bar.tsx';
import { SkipLink } from './skip-link.tsx';
import { useScrollOnNavigate } from './use-scroll-on-navigate.ts';

/**
 * The page and the footer are Suspense boundaries: the browser hydrates the nav at once and each
 * of them after it, in React's background passes that yield to the browser every few milliseconds
 * (one pass over the whole page blocked the main thread for the length of a long task). A click on
 * a part not yet hydrated makes React hydrate that part at once and then deliver the click.
 * AfterHydration sits in the page's boundary: what it fetches (the session, the site's settings)
 * fills queries the page reads too, and must not arrive before the page hydrates from the server's.
 */
export function SiteLayout() {
  useScrollOnNavigate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <NavBar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, '&:focus': { outline: 'none' } }}>
        <Suspense>
          <AfterHydration />
          <Outlet />
        </Suspense>
      </Box>
      <Suspense>
        <Footer />
      </Suspense>
    </Box>
  );
}
