/**
 * What the server hands the browser beside the HTML: the router's loader data and the query cache
 * the loaders filled, so the first client render equals the server's. It travels as a JSON data
 * block (not a script that runs: the CSP allows no inline scripts).
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';

export interface ServerState {
  router: HydrationState;
  queries: DehydratedState;
}

export const serverStateElementId = 'server-state';

/**
 * The queries as of `time`: when each was fetched and dehydrated. The server hands them over as of
 * time 0, since its render time would make every render's bytes, and so the page's ETag, differ
 * for unchanged data (a browser's revalidation would then always miss); the browser counts them
 * as fetched when it reads the page. Every query the server hands over holds data (it fails the
 * render otherwise).
 */
export function queriesAsOf(queries: DehydratedState, time: number): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) => ({
      ...query,
      dehydratedAt: time,
      state: { ...query.state, dataUpdatedAt: time },
    })),
  };
}

/** The server's state on this page, or null for a page the server left to the browser. */
export function readServerState(): ServerState | null {
  const element = document.getElementById(serverStateElementId);
  return element?.textContent ? (JSON.parse(element.textContent) as ServerState) : null;
}
