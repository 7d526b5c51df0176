/**
 * What a page tells search engines and link previews: its title, description, share image and
 * structured data (JSON-LD). Each route module exports a `meta` function; the server renders it into
 * the page's <head> (app/document-head.ts). In the browser the tab title follows useDocumentTitle.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { siteName, tagline } from '../content/site.ts';

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

/** A path of this site (or an absolute URL) as an absolute URL. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, origin).href;
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
