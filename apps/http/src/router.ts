import Router, { type Layer, type RouterMiddleware } from '@koa/router';
import type { Middleware } from 'koa';
import compose from 'koa-compose';
import type { AppContainer } from '@commons/container';
import type { AppState } from './context.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Register = (path: string, ...middleware: RouterMiddleware<AppState>[]) => void;

/** The segment after `/api/`: `/api/admin/members/:id` → `admin`. */
function segmentOf(path: string): string {
  const end = path.indexOf('/', 5);
  return path.slice(5, end === -1 ? undefined : end);
}

/**
 * The API's routes, held in one @koa/router per first segment after `/api/`. @koa/router tests
 * every route's pattern, in order, on every request: with some seventy routes that scan cost more
 * than Koa's own work for a request. A request now meets only its segment's routes, found by one
 * map lookup. Route groups register as they would on a router.
 */
export class ApiRouter {
  readonly #bySegment = new Map<string, Router<AppState>>();

  readonly get = this.#registrar('get');
  readonly post = this.#registrar('post');
  readonly put = this.#registrar('put');
  readonly patch = this.#registrar('patch');
  readonly delete = this.#registrar('delete');

  #registrar(method: Method): Register {
    return (path, ...middleware) => {
      const segment = segmentOf(path);
      if (!path.startsWith('/api/') || !/^[\w-]+$/.test(segment)) {
        throw new Error(`An API route starts with a fixed segment under /api/: ${path}`);
      }
      let router = this.#bySegment.get(segment);
      if (!router) this.#bySegment.set(segment, (router = new Router<AppState>()));
      router[method](path, ...middleware);
    };
  }

  /** Every route, as the fuzz test and the docs list them. */
  get routes(): { methods: string[]; path: string }[] {
    return [...this.#bySegment.values()].flatMap((router) =>
      router.stack.map((layer) => ({ methods: layer.methods, path: String(layer.path) })),
    );
  }

  middleware(): Middleware<AppState> {
    const dispatchers = new Map(
      [...this.#bySegment].map(([segment, router]) => [segment, router.routes() as Middleware<AppState>]),
    );
    const fixed = fixedRoutes([...this.#bySegment.values()]);
    return (ctx, next) => {
      const { path } = ctx;
      const route = fixed.get(path)?.get(ctx.method);
      if (route) return route(ctx, next);
      const dispatch = path.startsWith('/api/') ? dispatchers.get(segmentOf(path)) : undefined;
      return dispatch ? dispatch(ctx, next) : next();
    };
  }
}

/**
 * The routes without parameters, by exact path and method, each with its handlers composed once.
 * For every request, @koa/router tests its segment's patterns, builds and composes a chain of the
 * matching layers and a closure for each, and V8 cannot inline that work once the app's routers
 * differ (it can in a one-route app): about two thirds of what routing a liveness check cost,
 * measured against bare Koa + router with perf (docs/scaling.md, ninth round). A request whose path
 * and method name exactly one route here runs it as @koa/router would, with the same context
 * (`params`, `matched`, `_matchedRoute`, ...); anything else, a trailing slash or other case
 * included, goes through @koa/router as before.
 */
function fixedRoutes(routers: Router<AppState>[]): Map<string, Map<string, Middleware<AppState>>> {
  const byPath = new Map<string, Map<string, Middleware<AppState>>>();
  for (const router of routers) {
    for (const layer of router.stack) {
      const { path } = layer;
      if (typeof path !== 'string' || layer.paramNames.length > 0) continue;
      for (const method of layer.methods) {
        const match = router.match(path, method);
        // Two routes for one path and method run in turn through @koa/router: left to it.
        if (match.pathAndMethod.length !== 1 || match.pathAndMethod[0] !== layer) continue;
        let methods = byPath.get(path);
        if (!methods) byPath.set(path, (methods = new Map()));
        methods.set(method, fixedRoute(router, layer, match.path));
      }
    }
  }
  return byPath;
}

/** One route's handlers, given the context @koa/router gives a route it matched. */
function fixedRoute(
  router: Router<AppState>,
  layer: Layer<AppState>,
  matched: Layer<AppState>[],
): Middleware<AppState> {
  const handlers = layer.stack as Middleware<AppState>[];
  const run = handlers.length === 1 ? handlers[0]! : compose(handlers);
  const path = layer.path as string;
  return (ctx, next) => {
    const routed = ctx as typeof ctx & RoutedContext;
    routed.router = router;
    routed.matched = [...matched];
    routed.routeMatched = true;
    routed.captures = [];
    routed.params = routed.request.params = {};
    routed.routerPath = path;
    routed.routerName = layer.name;
    routed._matchedRoute = path;
    return run(ctx, next);
  };
}

/** What @koa/router sets on the context of a request it routes. */
interface RoutedContext {
  router: Router<AppState>;
  matched: Layer<AppState>[];
  routeMatched: boolean;
  captures: string[];
  params: Record<string, string>;
  request: { params: Record<string, string> };
  routerPath: string;
  routerName: string | undefined;
  _matchedRoute: string;
}

/** A group of routes: resolves its use cases from the container once and registers handlers. */
export type RouteGroup = (router: ApiRouter, container: AppContainer) => void;
