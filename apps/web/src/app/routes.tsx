import type { RouteObject } from 'react-router-dom';
import LandingPage from '../features/marketing/routes/landing.tsx';
import { SiteLayout } from '../layout/site-layout.tsx';

type PageModule = { default: React.ComponentType };

/**
 * Each page is its own chunk. The landing page (just its hero; the rest is its own lazy chunk) ships
 * in the entry bundle: it is the most visited first page, and this saves it a round trip.
 */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** The route table of spec section 2. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, Component: LandingPage },
      { path: 'login', ...page(() => import('../features/auth/routes/login.tsx')) },
      { path: 'verify-email', ...page(() => import('../features/auth/routes/verify-email.tsx')) },
      { path: 'membership', ...page(() => import('../features/membership/routes/membership.tsx')) },
      { path: 'checkout', ...page(() => import('../features/checkout/routes/checkout.tsx')) },
      { path: 'payment-success', ...page(() => import('../features/checkout/routes/payment-success.tsx')) },
      { path: 'dashboard', ...page(() => import('../features/dashboard/routes/dashboard.tsx')) },
      { path: 'admin/dashboard', ...page(() => import('../features/admin/routes/admin-dashboard.tsx')) },
      { path: 'f100', ...page(() => import('../features/community/routes/f100.tsx')) },
      { path: 'partnership', ...page(() => import('../features/community/routes/partnership.tsx')) },
      { path: 'knowledge', ...page(() => import('../features/knowledge/routes/knowledge-hub.tsx')) },
      { path: 'knowledge/:slug', ...page(() => import('../features/knowledge/routes/article.tsx')) },
      { path: 'pillars/:pillarId', ...page(() => import('../features/pillars/routes/pillar.tsx')) },
      { path: '*', ...page(() => import('./not-found.tsx')) },
    ],
  },
];
