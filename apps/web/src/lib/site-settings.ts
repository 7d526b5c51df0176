/**
 * What GET /api/site says about this deployment, read once per visit (the layout's test-mode banner
 * and the checkout share it). A plain request, not a query: the banner is on every page, and the
 * query library is not part of a page's first JavaScript.
 */
import { useSyncExternalStore } from 'react';
import { apiRequest } from './api.ts';

export interface SiteSettings {
  paymentsSimulated: boolean;
}

let settings: SiteSettings | undefined;
let reading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (!reading) {
    const request: Promise<void> = apiRequest<SiteSettings>('GET', '/api/site').then(
      (answer) => {
        // A visit forgotten since (see forgetSiteSettings) takes no late answer.
        if (reading !== request) return;
        settings = answer;
        for (const listener of listeners) listener();
      },
      // No answer: nothing is said about the payments, as before the server has answered.
      () => undefined,
    );
    reading = request;
  }
  return () => listeners.delete(onChange);
}

/** Whether the local payment simulator takes the payments; undefined until the server has said. */
export function usePaymentsSimulated(): boolean | undefined {
  return useSyncExternalStore(
    subscribe,
    () => settings?.paymentsSimulated,
    () => undefined,
  );
}

/** Starts a new visit: the next page asks the server again (each test renders a new visit). */
export function forgetSiteSettings(): void {
  settings = undefined;
  reading = undefined;
}
