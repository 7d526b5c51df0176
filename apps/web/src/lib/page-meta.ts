/**
 * What a page tells search engines and link previews: its title, description, share image and
 * structured data (JSON-LD). Each route module exports a `meta` function; the server renders it into
 * the page's <head> (app/document-head.ts). In the browser the tab title follows useDocumentTitle.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { siteDescription, siteName, tagline } from '../content/site.ts';

export interface PageMeta {
  /** Shown as '{title} | {site name}'; without one, the site's own title. */
  title?: string;
  description: string;
  /** A site path (the build's /og/ images) or an absolute URL; default: the site's share image. */
  image?: string;
  /** The image's size, declared as og:image:width/height so previewers need not fetch it first. */
  imageSize?: { width: number; height: number };
  /** Open Graph type: 'article' for knowledge articles. */
  type?: 'website' | 'article';
  /** Keeps the page out of search results (the 404 page, sign-up steps). */
  noindex?: boolean;
  /** Open Graph's article tags (`article:published_time`...), for article pages. */
  article?: {
    publishedTime: string;
    modifiedTime: string;
    /** The authors' pages (`article:author`, one per author). */
    authors: string[];
    tags: string[];
  };
  /** The canonical address when it is not the path alone (a list's page 2 is `?page=2`). */
  canonicalPath?: string;
  /** A paged list's previous and next pages, as `<link rel="prev|next">`. */
  prevPath?: string;
  nextPath?: string;
  /** Structured data, one object per <script type="application/ld+json">. */
  jsonLd?: Record<string, unknown>[];
}

export interface MetaArgs {
  params: Params;
  /** The address's query string (`?page=2`), for the pages of a list. */
  search: string;
  /** The request's data cache, filled by the route's loader. */
  queryClient: QueryClient;
  /** PUBLIC_URL, for absolute URLs in structured data. */
  origin: string;
}

export type MetaFunction = (args: MetaArgs) => PageMeta;

/** The site's share image (1200×630), generated at build time. */
export const defaultShareImage = '/og/default.png';

/** A pillar's share image (1200×630), generated at build time. */
export const pillarShareImage = (pillarId: string) => `/og/pillar-${pillarId}.png`;

/** The browser tab's and the search result's title. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${siteName}` : `${siteName} | ${tagline}`;
}

/** Search engines cut a description after about 160 characters, mid-word. */
export const maxDescriptionLength = 160;

/**
 * The description as search results and link previews show it: at most 160 characters, a longer
 * one (a spec's lead, an article's excerpt) cut after its last whole word that fits, with '…'.
 */
export function shortDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxDescriptionLength) return clean;
  const room = clean.slice(0, maxDescriptionLength - 1);
  const lastSpace = room.lastIndexOf(' ');
  const words = lastSpace > maxDescriptionLength / 2 ? room.slice(0, lastSpace) : room;
  return `${words.replace(/[\s,;:.!?–—-]+$/, '')}…`;
}

/** A path of this site (or an absolute URL) as an absolute URL. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, origin).href;
}

/** The organisation's logo (512×512), drawn from the site's icon at build time. */
export const siteLogo = { path: '/logo.png', width: 512, height: 512 };

/** The organisation as schema.org describes it: as the site's owner, and as an article's publisher. */
export function organization(origin: string): Record<string, unknown> {
  return {
    '@type': 'Organization',
    name: siteName,
    url: absoluteUrl('/', origin),
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(siteLogo.path, origin),
      width: siteLogo.width,
      height: siteLogo.height,
    },
  };
}

/** The site itself, with the search a result page can offer (the knowledge hub's). */
export function webSite(origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteName,
    description: siteDescription,
    url: absoluteUrl('/', origin),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl('/knowledge', origin)}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * A page that is no article as schema.org sees it: `WebPage`, or a kind of it (`CollectionPage`
 * for a list, `ContactPage` for an inquiry form), part of the site.
 */
export function webPage(
  origin: string,
  page: { type?: string; name: string; description: string; path: string },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': page.type ?? 'WebPage',
    name: page.name,
    description: shortDescription(page.description),
    url: absoluteUrl(page.path, origin),
    isPartOf: { '@type': 'WebSite', name: siteName, url: absoluteUrl('/', origin) },
  };
}

/** schema.org BreadcrumbList from Home down to the current page. */
export function breadcrumbs(
  origin: string,
  trail: { name: string; path: string }[],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, origin),
    })),
  };
}
