import Router from '@koa/router';
import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { T, U, type AppContainer } from '@commons/container';
import type { AppState } from './context.ts';
import { authenticate } from './middleware/authentication.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { originCheck } from './middleware/origin-check.ts';
import { requestLog } from './middleware/request-log.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { siteDocuments } from './middleware/site-documents.ts';
import { staticWeb } from './middleware/static-web.ts';
import { routeGroups } from './routes/index.ts';

export interface HttpAppOptions {
  /** Folder of the built web app; omitted in API-only tests. */
  webRoot?: string | undefined;
}

export function createHttpApp(container: AppContainer, options: HttpAppOptions = {}): Koa<AppState> {
  const { config } = container;
  const logger = container.resolve(T.Logger);
  const inDatabaseScope = container.resolve(T.DatabaseScope);
  const app = new Koa<AppState>({
    // Client IPs feed the rate limits: only believe X-Forwarded-For when a proxy we run sets it,
    // and then only its last hop.
    proxy: config.trustProxy,
    maxIpsCount: 1,
  });
  // Koa would print its own stack traces; the error handler logs with the request id instead.
  app.silent = true;

  const router = new Router<AppState>();
  for (const registerRoutes of routeGroups) registerRoutes(router, container);

  app.use(requestLog(logger));
  app.use(errorHandler());
  app.use(securityHeaders({ https: config.publicUrl.startsWith('https:') }));
  app.use(
    siteDocuments({
      publicUrl: config.publicUrl,
      siteName: config.siteName,
      listPublishedArticles: container.resolve(U.listPublishedArticles),
      inDatabaseScope,
    }),
  );
  if (options.webRoot) app.use(staticWeb(options.webRoot));
  app.use(originCheck(config.publicUrl));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '100kb', strict: true }));
  app.use((_ctx, next) => inDatabaseScope(next));
  app.use(authenticate(container));
  app.use(router.routes());
  app.use(router.allowedMethods());
  app.use((ctx) => {
    if (ctx.path.startsWith('/api/')) {
      ctx.status = 404;
      ctx.body = { error: 'Not found' };
    }
  });
  return app;
}
