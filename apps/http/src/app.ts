import { existsSync } from 'node:fs';
import path from 'node:path';
import Koa, { type Middleware, type ParameterizedContext } from 'koa';
import compose from 'koa-compose';
import {
  AdTokens,
  AuthorTokens,
  InfrastructureTokens,
  KnowledgeTokens,
  MediaTokens,
  type AppContainer,
} from '@commons/container';
import type { AppState } from './context.ts';
import { apiFallback } from './middleware/api-fallback.ts';
import { apiGuards } from './middleware/api-guards.ts';
import { sessionViewer } from './middleware/authentication.ts';
import { canonicalPaths } from './middleware/canonical-paths.ts';
import { metricsEndpoint } from './middleware/metrics.ts';
import { requestFrame } from './middleware/request-frame.ts';
import { siteDocuments } from './middleware/site-documents.ts';
import { serverRendering } from './middleware/server-rendering.ts';
import { sponsorReportPage } from './middleware/sponsor-report-page.ts';
import { staticWeb } from './middleware/static-web.ts';
import { mediaFiles } from './middleware/media-files.ts';
import type { Metrics } from './metrics.ts';
import { createApiRouter } from './routes/index.ts';
import type { ShutdownState } from './shutdown.ts';

export interface HttpAppOptions {
  /** Folder of the built web app; omitted in API-only tests. */
  webRoot?: string | undefined;
  /**
   * The web app's built server renderer: public pages are rendered on the server. Without it (or
   * when the file is missing), page paths get the web app's index.html and render in the browser.
   */
  rendererFile?: string | undefined;
  /** Set by the server: while it drains, answers close their connections and readiness is 503. */
  shutdown?: ShutdownState | undefined;
  /** Set by the server: request metrics, and `GET /metrics` with METRICS_TOKEN. */
  metrics?: Metrics | undefined;
}

export function createHttpApp(container: AppContainer, options: HttpAppOptions = {}): Koa<AppState> {
  const { config } = container;
  const logger = container.resolve(InfrastructureTokens.Logger);
  const inDatabaseScope = container.resolve(InfrastructureTokens.DatabaseScope);
  const app = new Koa<AppState>({
    // Client IPs feed the rate limits: only believe X-Forwarded-For when a proxy we run sets it,
    // and then only its last hop.
    proxy: config.trustProxy,
    maxIpsCount: 1,
  });
  // Koa would print its own stack traces; the error handler logs with the request id instead.
  app.silent = true;

  const router = createApiRouter(container);

  app.use(
    requestFrame({
      logger,
      accessLogger: container.resolve(InfrastructureTokens.AccessLogger),
      metrics: options.metrics,
      shutdown: options.shutdown,
      https: config.publicUrl.startsWith('https:'),
    }),
  );

  // The API: its checks, the routes (each opts in to a database context, as to a session), then
  // the JSON 404 and 405 for what no route answers.
  const api = compose<ParameterizedContext<AppState>>([
    apiGuards(config.publicUrl),
    router.routes() as Middleware<AppState>,
    apiFallback(),
  ]);
  const pages: Middleware<AppState>[] = [
    siteDocuments({
      publicUrl: config.publicUrl,
      siteName: config.siteName,
      listPublishedArticles: container.resolve(KnowledgeTokens.listPublishedArticles),
      publishedListChanges: container.resolve(KnowledgeTokens.publishedListChanges),
      feedBodies: container.resolve(KnowledgeTokens.feedBodies),
      articleAuthors: container.resolve(AuthorTokens.articleAuthors),
      inDatabaseScope,
    }),
    mediaFiles(container.resolve(MediaTokens.readMedia)),
    sponsorReportPage({ sponsorReport: container.resolve(AdTokens.sponsorReport), inDatabaseScope }),
  ];
  if (options.metrics) pages.push(metricsEndpoint(options.metrics, config.metrics.token));
  if (options.webRoot) {
    // A web build without its renderer (an old or partial build) still serves the app shell.
    const rendererFile =
      options.rendererFile && existsSync(options.rendererFile) ? options.rendererFile : undefined;
    pages.push(canonicalPaths(), staticWeb(options.webRoot, { pageShell: !rendererFile }));
    if (rendererFile) {
      pages.push(
        serverRendering({
          rendererFile,
          templateFile: path.join(options.webRoot, 'index.html'),
          publicUrl: config.publicUrl,
          listPublishedArticles: container.resolve(KnowledgeTokens.listPublishedArticles),
          publishedListChanges: container.resolve(KnowledgeTokens.publishedListChanges),
          getPublishedArticle: container.resolve(AuthorTokens.getBylinedArticle),
          getAuthorPage: container.resolve(AuthorTokens.getAuthorPage),
          sessionViewer: sessionViewer(container),
          inDatabaseScope,
        }),
      );
    }
  }
  // An API request skips the page middleware (documents, metrics, files, rendering) without a call
  // to each: every one of them would only look at the path and pass it on. Anything the pages do
  // not answer (a form POST to a page path) still meets the API chain's checks and its 404.
  const pageChain = compose([...pages, api]);
  app.use((ctx, next) => (ctx.path.startsWith('/api/') ? api(ctx, next) : pageChain(ctx, next)));
  return app;
}
