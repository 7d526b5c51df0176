import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while the browser hydrates it; true once React runs the page in
 * the browser. What differs between the two (the clock, this tab's storage) waits for true, so the
 * hydrated page matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
