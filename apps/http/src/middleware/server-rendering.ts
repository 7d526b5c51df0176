/**
 * The public pages as real HTML: every GET or HEAD that is not an API call or a built file is
 * rendered by the web app's server renderer (apps/web/dist-server/entry-server.js, built by
 * `npm run build`), loaded at run time so this driver never imports web source. Loaders read the
 * knowledge hub in process through the use cases. The renderer decides the status (404 for unknown
 * paths and articles). Pages are kept per URL, status and all, so no cached copy can hide a status:
 * pages that read no article until the next deployment; pages that read only the published list
 * (the landing, the hub) while the list they were rendered from is current (see
 * published-list-stamp.ts: a kept page costs no query until the list's cache expires, then one
 * per expiry); pages that read one article are rendered per request, so an unpublished article is
 * gone at once. A members-only article is read for the request's reader (its session), so a kept
 * page never holds one: only pages that read no article are kept, and they are the same for anyone.
 * A page rendered for a signed-in reader is its own: never shared with another request's render,
 * and sent `Cache-Control: private`.
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { Context, Middleware } from 'koa';
import { isDomainError } from '@commons/core/shared/domain-error';
import type { ArticleSummary } from '@commons/core/knowledge/article';
import { anonymousViewer, type Viewer } from '@commons/core/knowledge/article-access';
import type { AuthorPage } from '@commons/core/authors/get-author-page';
import type { BylinedArticle } from '@commons/core/authors/get-bylined-article';
import type { ServerRenderer } from '@commons/core/shared/server-rendering';
import { setWithin } from '../bounded-map.ts';
import { isCurrent, stampOf, type ListStamp, type PublishedListChanges } from '../published-list-stamp.ts';
import { representationOf, sendRevalidated, type Representation } from '../revalidated-body.ts';
import { compress, preferredEncoding, type Encoding } from './compression.ts';

/** A rendered page as sent: its status, body with ETag, and compressed bodies made on demand. */
interface PageAnswer {
  status: number;
  representation: Representation;
  compressed: Map<Encoding, Promise<Buffer>>;
}

/** A kept page, and the stamp of the published list it was rendered from when it read one. */
interface KeptPage {
  answer: PageAnswer;
  listStamp?: ListStamp;
}

/**
 * What a render gave, whether it was kept for later requests, and whether it was rendered for a
 * signed-in reader (private to them) or its URL carries a secret (an e-mailed link's token).
 */
type Rendered = ({ answer: PageAnswer } | { status: number; redirect: string }) & {
  kept: boolean;
  personal: boolean;
  secretUrl?: boolean;
};

/** Pages kept (most recently used); query strings make URLs many, so the count is bounded. */
const maxCachedPages = 200;

function sendPage(
  ctx: Context,
  answer: PageAnswer,
  { personal, secretUrl }: Pick<Rendered, 'personal' | 'secretUrl'>,
): Promise<void> | void {
  const type = 'text/html; charset=utf-8';
  // A page rendered for a reader may hold what only they may read: no shared cache keeps it. A
  // secret URL is kept nowhere, and not named to the sites the page links to.
  const cacheControl = secretUrl ? 'no-store' : personal ? 'private, no-cache' : 'no-cache';
  if (secretUrl) ctx.set('Referrer-Policy', 'no-referrer');
  if (answer.status === 200) {
    // Same page, same bytes: a browser holding it gets a 304.
    sendRevalidated(ctx, answer.representation, type);
    ctx.set('Cache-Control', cacheControl);
    if (ctx.status === 304) return;
  } else {
    ctx.status = answer.status;
    ctx.set('Content-Type', type);
    ctx.set('Cache-Control', cacheControl);
  }
  ctx.vary('Accept-Encoding');
  const encoding = preferredEncoding(ctx.get('accept-encoding'));
  if (!encoding) {
    ctx.body = answer.representation.body;
    return;
  }
  ctx.set('Content-Encoding', encoding);
  let body = answer.compressed.get(encoding);
  if (!body) {
    body = compress(answer.representation.body, encoding, 'fast');
    answer.compressed.set(encoding, body);
  }
  return body.then((compressed) => {
    ctx.body = compressed;
  });
}

export interface ServerRenderingOptions {
  /** The built renderer module. */
  rendererFile: string;
  /** The built index.html: the page template with the browser's script and style links. */
  templateFile: string;
  publicUrl: string;
  listPublishedArticles: () => Promise<ArticleSummary[]>;
  /** Tells whether the published list changed since a page was rendered from it. */
  publishedListChanges: PublishedListChanges;
  getPublishedArticle: (slug: string, viewer: Viewer) => Promise<BylinedArticle>;
  getAuthorPage: (slug: string) => Promise<AuthorPage>;
  /**
   * The request's viewer, read when a page reads an article; null when the request carries no
   * session (an anonymous visitor, who costs no session query).
   */
  sessionViewer: (ctx: Context) => (() => Promise<Viewer>) | null;
  inDatabaseScope: <R>(work: () => Promise<R>) => Promise<R>;
}

export function serverRendering(options: ServerRenderingOptions): Middleware {
  const {
    publicUrl,
    listPublishedArticles,
    publishedListChanges,
    getPublishedArticle,
    getAuthorPage,
    sessionViewer,
    inDatabaseScope,
  } = options;
  // Loaded on first use, once: a rebuild of the web app takes a restart, like any code change.
  let loaded: Promise<{ renderer: ServerRenderer; template: string }> | undefined;
  const load = () =>
    (loaded ??= Promise.all([
      import(pathToFileURL(options.rendererFile).href) as Promise<ServerRenderer>,
      readFile(options.templateFile, 'utf8'),
    ]).then(([renderer, template]) => ({ renderer, template })));
  const orNull = <T>(found: Promise<T>) =>
    found.catch((error: unknown) => {
      if (isDomainError(error) && error.code === 'NOT_FOUND') return null;
      throw error;
    });

  const cachedPages = new Map<string, KeptPage>();
  const keep = (url: string, page: KeptPage) => setWithin(cachedPages, url, page, maxCachedPages);
  /** The kept page for the URL while it is still what a render would give. */
  const stillCurrent = async (url: string): Promise<PageAnswer | undefined> => {
    const kept = cachedPages.get(url);
    if (!kept) return undefined;
    const current = kept.listStamp ? isCurrent(publishedListChanges, kept.listStamp, inDatabaseScope) : true;
    if (current !== true && !(await current)) {
      if (cachedPages.get(url) === kept) cachedPages.delete(url);
      return undefined;
    }
    // Most recently used last: the oldest entry is the one evicted.
    cachedPages.delete(url);
    cachedPages.set(url, kept);
    return kept.answer;
  };

  /** Renders the URL; `viewer` is the request's session viewer, absent for an anonymous render. */
  const render = async (url: string, viewer?: () => Promise<Viewer>): Promise<Rendered> => {
    const { renderer, template } = await load();
    // Set when the render reads the published list: the stamp is taken before the list is read, so
    // a change during the render leaves it behind. Pages that do not read the list pay nothing.
    let listStamp: Promise<ListStamp> | undefined;
    let readOneArticle = false;
    let personal = false;
    const knowledge = {
      publishedArticles: async () => {
        await (listStamp ??= stampOf(publishedListChanges));
        return listPublishedArticles();
      },
      publishedArticle: async (slug: string) => {
        readOneArticle = true;
        // Signed in, the page words its call to action for them even where they read as a visitor.
        const forViewer = viewer ? await viewer() : anonymousViewer;
        if (forViewer.signedIn) personal = true;
        return orNull(getPublishedArticle(slug, forViewer));
      },
      // Rendered per request like an article page: a byline or profile change shows at once.
      authorPage: async (slug: string) => {
        readOneArticle = true;
        return orNull(getAuthorPage(slug));
      },
    };
    const page = await inDatabaseScope(() => renderer.render({ url, publicUrl, template, knowledge }));
    if ('redirect' in page) return { ...page, kept: false, personal };
    const answer: PageAnswer = {
      status: page.status,
      representation: representationOf(page.html),
      compressed: new Map(),
    };
    if (page.secretUrl) return { answer, kept: false, personal, secretUrl: true };
    // Only a page that read no article is kept: it is the same whoever asks.
    if (page.cacheable && !readOneArticle) keep(url, { answer });
    else if (listStamp && !readOneArticle) keep(url, { answer, listStamp: await listStamp });
    else return { answer, kept: false, personal };
    return { answer, kept: true, personal };
  };

  /**
   * One render per URL at a time: when a kept page goes out of date under load, every request
   * that arrives during its render would otherwise render it too.
   */
  const rendering = new Map<string, Promise<Rendered>>();
  const renderShared = (url: string): Promise<Rendered> => {
    const started = render(url).finally(() => {
      if (rendering.get(url) === started) rendering.delete(url);
    });
    rendering.set(url, started);
    return started;
  };

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/')) return next();
    let answer = await stillCurrent(ctx.url);
    let how: Pick<Rendered, 'personal' | 'secretUrl'> = { personal: false };
    if (!answer) {
      const viewer = sessionViewer(ctx);
      let rendered: Rendered | undefined;
      if (viewer) {
        // A signed-in request's render is its own: it neither joins nor lends a render in flight.
        rendered = await render(ctx.url, viewer);
      } else {
        const joined = rendering.get(ctx.url);
        rendered = joined && (await joined);
        // A page that is not kept read one article, which may have been unpublished since the
        // joined render read it: such pages are rendered for each request.
        if (!rendered?.kept) rendered = await renderShared(ctx.url);
      }
      how = rendered;
      if ('redirect' in rendered) {
        ctx.status = rendered.status;
        ctx.redirect(rendered.redirect);
        return;
      }
      answer = rendered.answer;
    }
    await sendPage(ctx, answer, how);
  };
}
