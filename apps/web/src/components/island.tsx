import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { withQueryClient } from '../app/lazy-query-client.ts';

/** What makes a visitor's next move likely to land in the island: load its code at once. */
const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;

const starters = new Set<() => void>();

/**
 * Starts every island's code now. The browser entry calls it on each router change: React holds a
 * navigation (a transition) until the dehydrated boundaries it touches are hydrated, so an island
 * waiting for the view would hold it.
 */
export function startAllIslands(): void {
  for (const start of starters) start();
}

interface IslandOptions {
  /** How near the view the island's code starts loading. */
  margin?: string;
  /**
   * `intent`: only when the visitor points at, touches or tabs into it, for a part whose server
   * HTML already does all it shows (its animations are CSS) and whose code only answers the
   * visitor: a visitor who only reads never loads it.
   */
  on?: 'near-view' | 'intent';
  /** False for a part that reads no query: its code then comes without the query library. */
  queries?: boolean;
}

/**
 * A part of a server-rendered page whose JavaScript waits (lazy hydration): the server renders it
 * whole, so its text is in the first HTML, but the browser loads its code only when it comes within
 * `margin` of the view or the visitor points at, touches or tabs into it. Until then React keeps
 * the server's HTML as it is (a dehydrated Suspense boundary) and hydrates it when the code
 * arrives. After a client-side navigation there is no server HTML: the code loads at once.
 *
 * React drops a click on HTML it has not hydrated: /paint-first.js holds the first click in an
 * island without `data-hydrated` (a link's too, which would otherwise leave the page) and clicks it
 * again once the island has it. So islands belong on a `paintFirst` page, where that script runs.
 *
 * Nothing above the island may re-render it or change a context it sits in before it hydrates
 * (React would then drop the server's HTML and render the fallback), so the island takes no props.
 * Once hydrated it marks its element `data-hydrated`.
 */
export function island(
  name: string,
  load: () => Promise<ComponentType>,
  { margin = '400px', on = 'near-view', queries = true }: IslandOptions = {},
) {
  let startLoading = () => {};
  const started =
    typeof window === 'undefined'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          startLoading = resolve;
          starters.add(resolve);
        });
  const selector = `[data-island="${name}"]`;

  const Hydrated = lazy(async () => {
    await started;
    const Component = await (queries ? withQueryClient(load) : load)();
    return {
      default: function HydratedIsland() {
        useEffect(() => {
          document.querySelector(selector)?.setAttribute('data-hydrated', 'true');
        }, []);
        return <Component />;
      },
    };
  });

  return function Island() {
    const ref = useRef<HTMLDivElement>(null);
    // Read during the first render, before React touches the DOM: the server's HTML is there only
    // when this render hydrates it.
    const [fromServer] = useState(
      () => typeof document !== 'undefined' && document.querySelector(selector) !== null,
    );
    useEffect(() => {
      const element = ref.current;
      if (!fromServer || !element || typeof IntersectionObserver === 'undefined') {
        startLoading();
        return;
      }
      const observer =
        on === 'near-view'
          ? new IntersectionObserver(
              (entries) => {
                if (entries.some((entry) => entry.isIntersecting)) start();
              },
              { rootMargin: `${margin} 0px ${margin} 0px` },
            )
          : undefined;
      const stop = () => {
        observer?.disconnect();
        for (const type of intentEvents) element.removeEventListener(type, start);
      };
      function start() {
        stop();
        startLoading();
      }
      observer?.observe(element);
      for (const type of intentEvents) element.addEventListener(type, start, { passive: true });
      return stop;
    }, [fromServer]);
    return (
      <div ref={ref} data-island={name}>
        <Suspense fallback={<div style={{ minHeight: '50vh' }} />}>
          <Hydrated />
        </Suspense>
      </div>
    );
  };
}
