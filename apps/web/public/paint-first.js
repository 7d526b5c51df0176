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

  // Until React owns the page, a click on a button does nothing (and a form's would send it the
  // browser's way). The first one is held, and clicked again once the root is hydrated: React then
  // hydrates the part that holds the button, if it has not yet, and replays the click itself.
  // Links are left alone: they work without JavaScript.
  const root = document.getElementById('root');
  const owned = (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  let held = null;
  const hold = (event) => {
    const target =
      event.target instanceof Element &&
      event.target.closest(
        'button, [role="button"], summary, input[type="submit"], input[type="checkbox"], input[type="radio"]',
      );
    if (!target || !root || !root.contains(target) || owned(target)) return;
    event.preventDefault();
    held = held || target;
  };
  document.addEventListener('click', hold, true);
  const release = () => {
    document.removeEventListener('click', hold, true);
    if (held && held.isConnected) held.click();
    held = null;
  };
  // Checked each frame once the modules have run, for ten seconds at most.
  const releaseWhenHydrated = (deadline) => {
    const shell = root && root.firstElementChild;
    if ((shell && owned(shell)) || performance.now() > deadline) setTimeout(release);
    else requestAnimationFrame(() => releaseWhenHydrated(deadline));
  };

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
      // Even when a module failed to load: the held click is then the browser's to handle.
      releaseWhenHydrated(performance.now() + 10_000);
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
