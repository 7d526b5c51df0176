import type { LoaderFunction, RouteObject } from 'react-router-dom';
import LandingPage, {
  loader as landingLoader,
  meta as landingMeta,
} from '../features/marketing/routes/landing.tsx';
import { SiteLayout } from '../layout/site-layout.tsx';
import type { MetaFunction } from '../lib/page-meta.ts';
import { queryClientWrapper } from './lazy-query-client.ts';
import { RouteHead } from './route-head.tsx';
import type { RouteHandle } from './route-meta.ts';

export type { RouteHandle };

/** What a page module may export besides its component. */
interface PageModule {
  default: React.ComponentType;
  /** Fills the query cache before the page renders, and answers 404 for what does not exist. */
  loader?: LoaderFunction;
  /** The page's title, description, share image and structured data (rendered by the server). */
  meta?: MetaFunction;
}

/**
 * Each page is its own chunk, loaded with its loader and meta, and in the browser with the query
 * library, under whose client it renders. The landing page (just its hero; the rest is its own lazy
 * chunk) ships in the entry bundle: it is the most visited first page, and this saves it a round
 * trip; it reads no query itself (its islands load the library with their code).
 */
const page = (
  load: () => Promise<PageModule>,
  handle: Omit<RouteHandle, 'meta'> = {},
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [{ default: Page, loader, meta }, wrap] = await Promise.all([load(), queryClientWrapper()]);
    return {
      Component: wrap(Page),
      ...(loader && { loader }),
      handle: { ...handle, ...(meta && { meta }) } satisfies RouteHandle,
    };
  },
});

/** The pages e-mailed links open: their URL carries the link's token. */
const emailLink: RouteHandle = { secretUrl: true };

const clientOnly: RouteHandle = { clientOnly: true };

/** Nothing to show while a route's code loads: the server-rendered page is already there. */
const HydrateFallback = () => null;

/** The route table of spec section 2. */
export const routes: RouteObject[] = [
  {
    element: (
      <>
        <RouteHead />
        <SiteLayout />
      </>
    ),
    HydrateFallback,
    children: [
      {
        index: true,
        Component: LandingPage,
        loader: landingLoader,
        handle: { meta: landingMeta, paintFirst: true } satisfies RouteHandle,
      },
      { path: 'login', ...page(() => import('../features/auth/routes/login.tsx')) },
      { path: 'login/code', ...page(() => import('../features/auth/routes/sign-in-with-code.tsx')) },
      { path: 'verify-email', ...page(() => import('../features/auth/routes/verify-email.tsx')) },
      { path: 'membership', ...page(() => import('../features/membership/routes/membership.tsx')) },
      { path: 'checkout', ...page(() => import('../features/checkout/routes/checkout.tsx')) },
      { path: 'payment-success', ...page(() => import('../features/checkout/routes/payment-success.tsx')) },
      {
        path: 'dashboard',
        ...page(() => import('../features/dashboard/routes/dashboard.tsx'), clientOnly),
      },
      {
        path: 'admin/dashboard',
        ...page(() => import('../features/admin/routes/admin-dashboard.tsx'), clientOnly),
      },
      { path: 'f100', ...page(() => import('../features/community/routes/f100.tsx')) },
      { path: 'partnership', ...page(() => import('../features/community/routes/partnership.tsx')) },
      { path: 'knowledge', ...page(() => import('../features/knowledge/routes/knowledge-hub.tsx')) },
      {
        path: 'knowledge/category/:slug',
        ...page(() => import('../features/knowledge/routes/category.tsx')),
      },
      { path: 'knowledge/tag/:slug', ...page(() => import('../features/knowledge/routes/tag.tsx')) },
      { path: 'knowledge/author/:slug', ...page(() => import('../features/knowledge/routes/author.tsx')) },
      { path: 'knowledge/:slug', ...page(() => import('../features/knowledge/routes/article.tsx')) },
      {
        path: 'newsletter/confirm',
        ...page(() => import('../features/email-links/routes/newsletter-confirm.tsx'), emailLink),
      },
      {
        path: 'newsletter/unsubscribe',
        ...page(() => import('../features/email-links/routes/newsletter-unsubscribe.tsx'), emailLink),
      },
      {
        path: 'email-change/undo',
        ...page(() => import('../features/email-links/routes/email-change-undo.tsx'), emailLink),
      },
      { path: 'pillars/:pillarId', ...page(() => import('../features/pillars/routes/pillar.tsx')) },
      { path: '*', ...page(() => import('./not-found.tsx')) },
    ],
  },
];
