/** The browser APIs jsdom lacks, for component tests. */
import { vi } from 'vitest';

/** jsdom has no layout observers and no media queries: give it inert ones. Undo with `vi.unstubAllGlobals()`. */
export function stubBrowserLayoutApis({ reducedMotion = false } = {}) {
  class InertObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', InertObserver);
  vi.stubGlobal('IntersectionObserver', InertObserver);
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reducedMotion && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
