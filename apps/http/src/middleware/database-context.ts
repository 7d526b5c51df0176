import type { Middleware } from 'koa';
import { InfrastructureTokens, type AppContainer } from '@commons/container';
import type { AppState } from '../context.ts';

/**
 * Runs the rest of a route in a database context of the request's own (a fork of the ORM's).
 * Opt-in per route, as the session guards are, and listed before them: a route that queries
 * without it fails loudly (`allowGlobalContext: false`), and one that needs no database (liveness,
 * filling an ad slot from its cache) forks nothing, with no list of paths to keep beside the routes.
 */
export function databaseContext(container: AppContainer): Middleware<AppState> {
  const inDatabaseScope = container.resolve(InfrastructureTokens.DatabaseScope);
  return (_ctx, next) => inDatabaseScope(next);
}
