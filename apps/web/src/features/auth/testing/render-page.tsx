import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { ToastProvider } from '../../../lib/toast.tsx';
import { theme } from '../../../theme/theme.ts';

export type Reply = { status: number; body?: unknown } | 'network-error';

/** Stubs fetch with queued replies per "METHOD path"; records every request. */
export function stubApi() {
  const replies: Record<string, Reply[]> = {};
  const requests: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      requests.push({ method, path, body: init.body ? JSON.parse(init.body as string) : undefined });
      const reply = replies[`${method} ${path}`]?.shift();
      if (!reply || reply === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
      });
    }),
  );
  return {
    requests,
    reply(route: string, ...queued: Reply[]) {
      (replies[route] ??= []).push(...queued);
    },
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Renders one page at `url` with the app's providers; other paths show where the app went. */
export function renderPage(path: string, url: string, page: ReactNode) {
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return router;
}

export const location = () => screen.findByTestId('location');

export const aMember = {
  id: '00000000-0000-4000-8000-000000000001',
  membershipId: 'MC-2026-000001',
  email: 'ada@example.org',
  firstName: 'Ada',
  lastName: 'Obi',
  organization: null,
  position: null,
  phone: null,
  membershipTier: 'explorer',
  billingCycle: null,
  membershipStatus: 'active',
  paymentStatus: 'paid',
  emailVerified: true,
  isAdmin: false,
  createdAt: '2026-03-01T10:00:00.000Z',
};
