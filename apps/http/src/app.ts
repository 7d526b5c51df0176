import Koa from 'koa';
import { T, type AppContainer } from '@commons/container';
import type { AppState } from './context.ts';
import { apiFallback } from './middleware/api-fallback.ts';
import { authenticate } from './middleware/authentication.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { jsonBody } from './middleware/json-body.ts';
import { originCheck } from './middleware/origin-check.ts';
import { rejectNul } from './middleware/reject-nul.ts';
import { requestLog } from './middleware/request-log.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { staticWeb } from './middleware/static-web.ts';
import { createApiRouter } from './routes/index.ts';

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

  const router = createApiRouter(container);

  app.use(requestLog(logger));
  app.use(errorHandler());
  app.use(securityHeaders({ https: config.publicUrl.startsWith('https:') }));
  if (options.webRoot) app.use(staticWeb(options.webRoot));
  app.use(originCheck(config.publicUrl));
  app.use(jsonBody());
  app.use(rejectNul());
  app.use((_ctx, next) => inDatabaseScope(next));
  app.use(authenticate(container));
  app.use(router.routes());
  app.use(apiFallback());
  return app;
}
