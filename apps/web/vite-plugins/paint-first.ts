/**
 * Vite plugin: the built index.html starts the app's JavaScript only once the server's HTML is on
 * screen. The module script and its modulepreloads become one deferred classic script,
 * /paint-first.js, which names them in data attributes and, after the first contentful paint,
 * preloads them and imports the entry. Requested from the head, the modules (about 145 KB gzip on
 * the landing) shared the phone's bandwidth with the page and were evaluated, with hydration's long
 * tasks, before the first paint: Lighthouse's simulated LCP counted all of it. Hydration now starts
 * a frame after the paint instead of in parallel with the HTML's parsing.
 */
import type { Plugin } from 'vite';

const moduleScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export function rewriteEntryTags(html: string): string {
  const entry = moduleScript.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module script to start after the first paint');
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]!);
  const boot = `<script defer src="/paint-first.js" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
  return html
    .replace(moduleScript, '')
    .replace(modulePreload, '')
    .replace(/\n\s*<\/head>/, `\n    ${boot}\n  </head>`);
}

export function paintFirst(): Plugin {
  return {
    name: 'commons-paint-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: rewriteEntryTags },
  };
}
