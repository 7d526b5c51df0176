/**
 * A page that starts its JavaScript after its first contentful paint: the built template's module
 * script and modulepreloads become one deferred classic script, /paint-first.js (public/), which
 * names them in data attributes and, once the page has painted, preloads them and imports them
 * one at a time. Requested from the head, the modules (145 KB gzip on the landing) shared a phone's
 * bandwidth with the page and were evaluated, hydration with them, before the first paint:
 * Lighthouse's simulated LCP counted all of it (2.5 s on this machine, 1.3 s after).
 *
 * Only the landing page does so (its route handle says `paintFirst`): it is read before it is
 * used. On a page built around a form (sign-in, checkout) hydration after the paint is input
 * blocked while the visitor is already typing, and Total Blocking Time doubled there.
 */
const moduleScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export function paintFirstTemplate(template: string): string {
  const entry = moduleScript.exec(template)?.[1];
  if (!entry) throw new Error('The page template has no module script to start after the first paint');
  const preloads = [...template.matchAll(modulePreload)].map((match) => match[1]!);
  const start = `<script defer src="/paint-first.js" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
  return template
    .replace(moduleScript, '')
    .replace(modulePreload, '')
    .replace(/\n\s*<\/head>/, `\n    ${start}\n  </head>`);
}
