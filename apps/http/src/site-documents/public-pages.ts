/**
 * The public pages search engines should find: the web app's routes (apps/web/src/app/routes.tsx)
 * that show the same content to everyone. Sign-up steps, the dashboard and the admin console are
 * left out (robots.txt disallows them). The pillar ids are the web app's `pillarIds`: the server
 * may not import the web package.
 */
export const pillarPaths = ['scitech', 'wsa', 'vsaas', 'acif', 'academia'].map((id) => `/pillars/${id}`);

export const publicPagePaths: readonly string[] = [
  '/',
  ...pillarPaths,
  '/f100',
  '/partnership',
  '/knowledge',
  '/membership',
  '/login',
];

export const knowledgeHubPath = '/knowledge';

export const articlePath = (slug: string): string => `${knowledgeHubPath}/${encodeURIComponent(slug)}`;

/**
 * A category's, a tag's or an author's page (the web app's `listingPath` and `authorPath`): the
 * published articles it lists.
 */
export const listingPath = (kind: 'category' | 'tag' | 'author', slug: string): string =>
  `${knowledgeHubPath}/${kind}/${encodeURIComponent(slug)}`;
