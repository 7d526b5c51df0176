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
    for (const href of modules) {
      await import(href);
      await yieldToInput();
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
