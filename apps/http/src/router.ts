import type Router from '@koa/router';
import type { AppContainer } from '@commons/container';
import type { AppState } from './context.ts';

/** The API's routes: one @koa/router. Its `stack` lists them, for the fuzz test and the docs. */
export type ApiRouter = Router<AppState>;

/** A group of routes: resolves its use cases from the container once and registers handlers. */
export type RouteGroup = (router: ApiRouter, container: AppContainer) => void;
