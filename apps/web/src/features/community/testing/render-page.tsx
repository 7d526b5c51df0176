/** Test support for the community, pillar and membership pages: providers, a router and a fake API. */
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { ToastProvider } from '../../../lib/toast.tsx';
import { theme } from '../../../theme/theme.ts';

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Renders `element` at `path` (matching `pattern`); any other route shows the current location. */
export function renderPage(
  element: ReactElement,
  { path = '/', pattern = path }: { path?: string; pattern?: string } = {},
) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return router;
}

export interface FakeApi {
  /** Queue an answer for a path; with none queued, the request fails as a network error would. */
  reply(path: string, status: number, body: unknown): void;
  requests: { method: string; path: string; body: unknown }[];
}

/** Replaces `fetch` with one answering from queued replies. Undo with `vi.unstubAllGlobals()`. */
export function stubApi(): FakeApi {
  const replies: Record<string, { status: number; body: unknown }[]> = {};
  const requests: FakeApi['requests'] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      requests.push({
        method: init.method ?? 'GET',
        path,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const reply = replies[path]?.shift();
      if (!reply) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return {
    reply: (path, status, body) => {
      (replies[path] ??= []).push({ status, body });
    },
    requests,
  };
}
