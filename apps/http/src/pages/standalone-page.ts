/**
 * The shell of a page the server writes itself, outside the web app (the payment simulator's, a
 * sponsor's report): no script, since the site's CSP allows none inline, and never indexed.
 */
import { escapeHtml } from './escape-html.ts';

export interface StandalonePage {
  title: string;
  /** The page's own CSS, inlined. */
  styles: string;
  /** What goes inside `<main>`, already escaped. */
  body: string;
  /** `nofollow` as well, and no referrer, for pages whose address is a secret. */
  privateAddress?: boolean;
}

export function standalonePage({ title, styles, body, privateAddress = false }: StandalonePage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${privateAddress ? '<meta name="robots" content="noindex, nofollow">\n<meta name="referrer" content="no-referrer">' : '<meta name="robots" content="noindex">'}
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
