/**
 * What the HTTP driver asks of the web app's server renderer, and what it answers. The driver
 * loads the built renderer at run time and may not import web source (the dependency rules say
 * so), and the web app may not import the server: both take these types from here. Types only.
 */
import type { ArticleSummary } from '../knowledge/article.ts';
import type { AuthorPage } from '../authors/get-author-page.ts';
import type { BylinedArticle } from '../authors/get-bylined-article.ts';

/** The server's published articles, as its use cases give them (dates as Date objects). */
export interface ServerKnowledge {
  publishedArticles(): Promise<ArticleSummary[]>;
  /**
   * null when no published article has this slug. Read for the request's reader: a members-only
   * article's gated part is there only for a reader with access.
   */
  publishedArticle(slug: string): Promise<BylinedArticle | null>;
  /** null when no author has this slug. */
  authorPage(slug: string): Promise<AuthorPage | null>;
}

export interface RenderRequest {
  /** The request's path and query. */
  url: string;
  /** PUBLIC_URL: canonical and share URLs are made from it. */
  publicUrl: string;
  /** The built index.html, with its <!--app-head-->, <!--app-html--> and <!--app-state--> marks. */
  template: string;
  knowledge: ServerKnowledge;
}

/**
 * `cacheable`: the page used no data that changes while the server runs (no article), so the same
 * URL always renders the same status and HTML. `secretUrl`: the URL carries a secret (the token of
 * a link the site e-mailed), so the page is never kept, stored or named in a referrer.
 */
export type RenderedPage =
  | { status: number; html: string; cacheable: boolean; secretUrl?: boolean }
  | { status: number; redirect: string };

/** The built renderer module's export (apps/web/src/entry-server.tsx). */
export interface ServerRenderer {
  render(request: RenderRequest): Promise<RenderedPage>;
}
