/**
 * Test support for component tests: the app's providers around a memory router whose other paths
 * show where the app went (read it with `location()`).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { createQueryClient } from '../app/query-client.ts';
import { ToastProvider } from '../lib/toast.tsx';
import { theme } from '../theme/theme.ts';

/** Shows where the router went, for assertions on navigation. */
function CurrentLocation() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search + location.hash}</p>;
}

/** The path (with query and hash) the app is at once it left the rendered routes. */
export const location = () => screen.findByTestId('location');

/**
 * Emotion's default cache writes a <style> element per rule in React's development build (one
 * sheet filled through insertRule in production). jsdom parses each new element and re-sorts the
 * document's style sheets, and a worker's files share one document, so tests take the production
 * way: one cache for the worker, its rules in one sheet.
 */
const emotionCache = createCache({ key: 'css', speedy: true });

/** Renders `routes` starting at `initialPath`; any other route shows the current location. */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const router = createMemoryRouter([...routes, { path: '*', element: <CurrentLocation /> }], {
    initialEntries: [initialPath],
  });
  const view = render(
    <CacheProvider value={emotionCache}>
      <QueryClientProvider client={createQueryClient()}>
        <ThemeProvider theme={theme}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </CacheProvider>,
  );
  return { ...view, router };
}

/** Renders `element` at `path` (default '/'), matched by `pattern` (default: the path without query). */
export function renderPage(
  element: ReactElement,
  { path = '/', pattern = path.split(/[?#]/)[0] || '/' }: { path?: string; pattern?: string } = {},
) {
  return renderRoutes([{ path: pattern, element }], path);
}
