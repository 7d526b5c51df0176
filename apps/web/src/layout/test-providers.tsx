/**
 * Test support for component tests of the public pages: the app's providers around a memory
 * router, and the browser APIs jsdom lacks (IntersectionObserver, ResizeObserver, matchMedia).
 */
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import { createQueryClient } from '../app/query-client.ts';
import { ToastProvider } from '../lib/toast.tsx';
import { theme } from '../theme/theme.ts';

// Vitest runs without globals here, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

/** Shows where the router went, for assertions on navigation. */
export function CurrentLocation() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search + location.hash}</p>;
}

export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const router = createMemoryRouter([...routes, { path: '*', element: <CurrentLocation /> }], {
    initialEntries: [initialPath],
  });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/** Renders one element at `path` (default '/'). */
export function renderAt(element: ReactElement, path = '/') {
  const pathname = path.split(/[?#]/)[0] || '/';
  return renderRoutes([{ path: pathname, element }], path);
}

/** jsdom has no layout observers and no media queries: give it inert ones. */
export function stubBrowserLayoutApis({ reducedMotion = false } = {}) {
  class InertObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', InertObserver);
  vi.stubGlobal('IntersectionObserver', InertObserver);
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reducedMotion && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

/** Replies to GET requests by path; any other request fails the test. */
export function stubFetch(replies: Record<string, { status: number; body: unknown }>) {
  const calls: { method: string; path: string }[] = [];
  const fetchStub = vi.fn(async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, path });
    const reply = replies[path];
    if (!reply || method !== 'GET') throw new TypeError(`Unexpected ${method} ${path}`);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}
