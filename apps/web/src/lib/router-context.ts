/**
 * What route loaders get from the router's context: the request's (server) or the app's (browser)
 * query client, which loaders fill so that pages read their data through their usual hooks. A
 * function, as in the browser the query library loads only when first needed (query-runtime.tsx).
 */
import type { QueryClient } from '@tanstack/react-query';
import { createContext, type RouterContextProvider } from 'react-router-dom';

export const queryClientContext = createContext<() => Promise<QueryClient>>();

/** The query client of a loader's `context`. */
export function queryClientOf(context: unknown): Promise<QueryClient> {
  return routerContext(context).get(queryClientContext)();
}

/**
 * The router's `context` argument as what it is: without React Router's middleware flag its type
 * is `any`, though both routers pass a RouterContextProvider.
 */
export function routerContext(context: unknown): RouterContextProvider {
  return context as RouterContextProvider;
}
