/**
 * The server renderer, built by `vite build --ssr` into dist-server/ and loaded by the Koa driver
 * (apps/http) at run time. For one request it runs the route loaders (their data comes in process
 * from the server's use cases), renders the page with React's static renderer once everything
 * is ready, inlines the critical CSS Emotion used, and fills the built index.html: <head> tags from
 * the page's meta, the HTML in #root and the data the browser hydrates from.
 */
import {
  type RenderedPage,
  type RenderRequest,
  type ServerKnowledge,
} from '@commons/core/shared/server-rendering';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router-dom';
import { AppProviders } from './app/app-providers.tsx';
import { renderDocumentHead, scriptJson } from './app/document-head.ts';
import { createQueryClient } from './app/query-client.ts';
import { routeMeta } from './app/route-meta.ts';
import { routes, type RouteHandle } from './app/routes.tsx';
import { paintFirstTemplate } from './app/paint-first.ts';
import { queriesAsOf, serverStateElementId, type ServerState } from './app/server-state.ts';
import { knowledgeReaderContext, type KnowledgeReader } from './features/knowledge/index.ts';
import type { PageMeta } from './lib/page-meta.ts';
import { queryClientContext } from './lib/router-context.ts';

const handler = createStaticHandler(routes);

/** Data the browser would get as JSON: dates as ISO strings, as on the wire. */
const asJson = <T,>(value: unknown): T => JSON.parse(JSON.stringify(value)) as T;

/** The server's articles as the browser would see them; `used` tells whether a loader read any. */
function knowledgeReader(knowledge: ServerKnowledge): KnowledgeReader & { used: boolean } {
  return {
    used: false,
    async publishedArticles() {
      this.used = true;
      return asJson(await knowledge.publishedArticles());
    },
    async publishedArticle(slug) {
      this.used = true;
      return asJson(await knowledge.publishedArticle(slug));
    },
    async authorPage(slug) {
      this.used = true;
      return asJson(await knowledge.authorPage(slug));
    },
  };
}

/** React's static renderer: it waits for every lazy part (the landing's islands) and, with no
 * progressive chunk size, writes each Suspense boundary complete and in place (React outlines a
 * large boundary otherwise, revealed by an inline script the CSP forbids). The status is known
 * before the first byte, and Emotion's critical CSS is extracted from the whole HTML. */
async function renderToHtml(element: ReactNode): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerender(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  const html = await new Response(prelude).text();
  if (failure) throw failure;
  return html;
}

function fillTemplate(template: string, parts: { head: string; html: string; state: string }): string {
  return template
    .replace(/<!--app-head-->[\s\S]*<!--\/app-head-->/, () => parts.head)
    .replace('<!--app-html-->', () => parts.html)
    .replace('<!--app-state-->', () => parts.state);
}

export async function render(request: RenderRequest): Promise<RenderedPage> {
  const url = new URL(request.url, request.publicUrl);
  const queryClient = createQueryClient();
  const requestContext = new RouterContextProvider();
  requestContext.set(queryClientContext, async () => queryClient);
  const reader = knowledgeReader(request.knowledge);
  requestContext.set(knowledgeReaderContext, reader);

  const context = await handler.query(new Request(url), { requestContext });
  if (context instanceof Response) {
    return { status: context.status, redirect: context.headers.get('Location') ?? '/' };
  }
  // A loader that failed (the database, say) must not become a page that looks fine.
  const failedQuery = queryClient
    .getQueryCache()
    .getAll()
    .find((query) => query.state.status === 'error');
  if (failedQuery) throw failedQuery.state.error;
  if (context.errors) throw Object.values(context.errors)[0];

  const handles = context.matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
  const origin = url.origin;
  const pageHead = (meta: PageMeta) => renderDocumentHead(meta, { origin, pathname: url.pathname });

  if (handles.some((handle) => handle.clientOnly)) {
    return {
      status: 200,
      cacheable: true,
      html: fillTemplate(request.template, {
        head: pageHead(routeMeta(handles, { params: {}, search: url.search, queryClient, origin })),
        html: '',
        state: '',
      }),
    };
  }

  const leaf = context.matches.at(-1)!;
  const template = handles.some((handle) => handle.paintFirst)
    ? paintFirstTemplate(request.template)
    : request.template;
  const meta = routeMeta(handles, { params: leaf.params, search: url.search, queryClient, origin });

  const emotionCache = createCache({ key: 'css' });
  const emotion = createEmotionServer(emotionCache);
  const html = await renderToHtml(
    <CacheProvider value={emotionCache}>
      <QueryClientProvider client={queryClient}>
        <AppProviders>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProviders>
      </QueryClientProvider>
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const state: ServerState = {
    router: { loaderData: context.loaderData, actionData: context.actionData },
    queries: queriesAsOf(dehydrate(queryClient), 0),
  };
  return {
    status: context.statusCode,
    cacheable: !reader.used,
    secretUrl: handles.some((handle) => handle.secretUrl),
    html: fillTemplate(template, {
      head: `${pageHead(meta)}\n    ${styles}`,
      html,
      state: `<script type="application/json" id="${serverStateElementId}">${scriptJson(state)}</script>`,
    }),
  };
}
