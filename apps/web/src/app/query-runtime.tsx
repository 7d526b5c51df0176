/**
 * The query library in the browser, in a chunk of its own: loaded when a part of the page that reads
 * queries first needs it (an island, any page but the landing, a dialog, the session refresh), not
 * with the first JavaScript, since the landing's hero, nav and footer read none. Imported only
 * through lazy-query-client.ts.
 */
import { hydrate, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ComponentType } from 'react';
import { createQueryClient } from './query-client.ts';
import { queriesAsOf, readServerState } from './server-state.ts';

/** The app's one client in the browser, holding the queries the server's loaders filled. */
export const browserQueryClient = createQueryClient();
const serverQueries = readServerState()?.queries;
if (serverQueries) hydrate(browserQueryClient, queriesAsOf(serverQueries, Date.now()));

/** `Component` under the browser's client, unless a client is above it already (component tests). */
export function withBrowserQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function WithQueryClient(props: P) {
    const outer = useContext(QueryClientContext);
    const element = <Component {...props} />;
    return outer ? element : <QueryClientProvider client={browserQueryClient}>{element}</QueryClientProvider>;
  };
}
