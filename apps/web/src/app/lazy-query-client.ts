import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** See query-runtime.tsx: the query library loads on first use, once. */
const loadRuntime = () => import('./query-runtime.tsx');

/** The browser's query client, loading the query library if it is not yet. */
export async function loadBrowserQueryClient(): Promise<QueryClient> {
  return (await loadRuntime()).browserQueryClient;
}

type Wrap = <P extends object>(Component: ComponentType<P>) => ComponentType<P>;

/**
 * What puts a component under the query client: in the browser, loading the query library, the
 * wrapper that renders it under the browser's client; on the server, where the request's client is
 * above the whole app already, the component as it is. Load it beside a lazy component's code.
 */
export async function queryClientWrapper(): Promise<Wrap> {
  if (typeof window === 'undefined') return (Component) => Component;
  return (await loadRuntime()).withBrowserQueryClient;
}

/**
 * Wraps a lazy component's loader so that the component renders under the query client (see
 * queryClientWrapper). A component that reads queries outside the first JavaScript is loaded
 * through this, or through queryClientWrapper.
 */
export function withQueryClient<P extends object>(
  load: () => Promise<ComponentType<P>>,
): () => Promise<ComponentType<P>> {
  return async () => {
    const [Component, wrap] = await Promise.all([load(), queryClientWrapper()]);
    return wrap(Component);
  };
}
