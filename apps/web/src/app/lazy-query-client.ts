import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** See query-runtime.tsx: the query library loads on first use, once. */
const loadRuntime = () => import('./query-runtime.tsx');

/** The browser's query client, loading the query library if it is not yet. */
export async function loadBrowserQueryClient(): Promise<QueryClient> {
  return (await loadRuntime()).browserQueryClient;
}

/**
 * Wraps a lazy component's loader: in the browser the query library loads beside the component,
 * which then renders under the browser's query client. A component that reads queries outside the
 * first JavaScript is loaded through this. On the server the request's client is above the whole
 * app already, so the component is used as it is.
 */
export function withQueryClient<P extends object>(
  load: () => Promise<ComponentType<P>>,
): () => Promise<ComponentType<P>> {
  return async () => {
    if (typeof window === 'undefined') return load();
    const [Component, runtime] = await Promise.all([load(), loadRuntime()]);
    return runtime.withBrowserQueryClient(Component);
  };
}
