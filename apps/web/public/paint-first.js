// Starts the app once the server's HTML has been painted (see src/app/paint-first.ts): its
// modules are preloaded and imported after the first contentful paint. A page that paints nothing
// (opened in a background tab) starts after a second anyway.
(() => {
  const { entry, preload } = document.currentScript.dataset;
  let started = false;
  // One module at a time, each evaluated in a task of its own: evaluating the whole graph at once
  // was one long task of hundreds of milliseconds on a phone, blocking input.
  const yieldToInput = () => new Promise((resolve) => setTimeout(resolve));
  const modules = [...preload.split(' ').filter(Boolean), entry];

  // React does nothing with a click on HTML it has yet to hydrate: the whole root until the
  // modules have run (a form's button would even submit it the browser's way), and then a part of
  // the landing whose code waits (components/island.tsx) until that part has hydrated. The first
  // such click on a control is held, and clicked again once its part is React's. Links are held
  // only in an island (one would leave the page instead of navigating in the app): before the app
  // runs, they work without JavaScript.
  const root = document.getElementById('root');
  const owned = (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  const appRuns = () => root.firstElementChild !== null && owned(root.firstElementChild);
  const waitingPart = (element) => (appRuns() ? element.closest('[data-island]:not([data-hydrated])') : root);
  const controls =
    'button, [role="button"], summary, label, input[type="submit"], input[type="checkbox"], input[type="radio"]';
  let held = null;
  let heldAt = 0;
  let modulesRanAt = Infinity;
  let replaying = false;
  const hold = (event) => {
    const target =
      event.target instanceof Element && event.target.closest(appRuns() ? `a[href], ${controls}` : controls);
    if (replaying || !target || !root.contains(target) || !waitingPart(target)) return;
    event.preventDefault();
    if (held) return;
    held = target;
    heldAt = performance.now();
    requestAnimationFrame(releaseWhenHydrated);
  };
  // Checked each frame; given up ten seconds after the hold or the modules' run, whichever comes
  // later: the held click is then the browser's to handle (a module may have failed to load).
  const releaseWhenHydrated = () => {
    const givenUp = performance.now() > Math.max(heldAt, modulesRanAt) + 10_000;
    if (!waitingPart(held) || !held.isConnected || givenUp) setTimeout(release);
    else requestAnimationFrame(releaseWhenHydrated);
  };
  const release = () => {
    const target = held;
    held = null;
    if (!target.isConnected) return;
    replaying = true;
    target.click();
    replaying = false;
  };
  if (root) document.addEventListener('click', hold, true);

  const start = async () => {
    if (started) return;
    started = true;
    for (const href of modules.slice(0, -1)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    try {
      for (const href of modules) {
        await import(href);
        await yieldToInput();
      }
    } finally {
      modulesRanAt = performance.now();
    }
  };
  if (typeof PerformanceObserver === 'undefined') {
    start();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntries().some((paint) => paint.name === 'first-contentful-paint')) {
      observer.disconnect();
      setTimeout(start);
    }
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 1000);
})();
