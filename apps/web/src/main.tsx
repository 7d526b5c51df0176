// First: schemas created by the modules below read it (see the module).
import './app/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterContextProvider } from 'react-router-dom';
import { App } from './app/app.tsx';
import { startAllIslands } from './components/island.tsx';
import { loadBrowserQueryClient } from './app/lazy-query-client.ts';
import { resolveLazyRoutes } from './app/resolve-lazy-routes.ts';
import { routes } from './app/routes.tsx';
import { readServerState } from './app/server-state.ts';
import { queryClientContext } from './lib/router-context.ts';

/**
 * Server-rendered pages are hydrated with the server's data; the pages the server leaves to the
 * browser (the dashboard and the admin console) are rendered here from scratch.
 */
async function start() {
  const serverState = readServerState();
  await resolveLazyRoutes(routes, window.location.pathname);
  const router = createBrowserRouter(routes, {
    hydrationData: serverState?.router,
    getContext: () => new RouterContextProvider(new Map([[queryClientContext, loadBrowserQueryClient]])),
  });
  router.subscribe(startAllIslands);
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // Not as a transition: a transition's hydration yields between units of work, and a click landing
  // on a part not yet hydrated (the footer's contact button) was lost; the yielding showed no
  // measurable gain in Total Blocking Time. The islands hydrate on their own later.
  if (serverState) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
