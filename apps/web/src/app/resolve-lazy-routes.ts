import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the code of the routes matching `pathname` before the router starts, so the first render
 * already has the page (hydration then matches the server's HTML, and React Router has nothing to
 * wait for: no HydrateFallback).
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const lazyMatches = matchRoutes(routes, pathname)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
