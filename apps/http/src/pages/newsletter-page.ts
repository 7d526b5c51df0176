/**
 * The small pages the newsletter links open: served by the API itself, so a link from an e-mail
 * works without the web app and a mail scanner's GET never unsubscribes anyone (the page's button
 * POSTs, as RFC 8058 asks).
 */
import { escapeHtml } from './escape-html.ts';
export interface NewsletterPage {
  siteName: string;
  heading: string;
  message: string;
  /** A button that POSTs to this URL (same origin), for the unsubscribe step. */
  postTo?: string;
  buttonLabel?: string;
}

export function renderNewsletterPage(page: NewsletterPage): string {
  const form = page.postTo
    ? `<form method="post" action="${escapeHtml(page.postTo)}"><button type="submit">${escapeHtml(page.buttonLabel ?? 'Continue')}</button></form>`
    : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(page.heading)} | ${escapeHtml(page.siteName)}</title>
    <style>
      body { margin: 0; padding: 48px 16px; background: #f7f6f2; font-family: "Segoe UI", Arial, sans-serif; color: #101828; }
      main { max-width: 520px; margin: 0 auto; background: #fff; border-radius: 10px; padding: 32px; }
      h1 { margin-top: 0; color: #0b2545; font-size: 1.5rem; }
      button, .back { display: inline-block; background: #0b2545; color: #fff; border: 0; border-radius: 6px; padding: 12px 20px; font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }
      .back { background: transparent; color: #0b2545; padding-left: 0; }
    </style>
  </head>
  <body>
    <main>
      <p><strong>${escapeHtml(page.siteName)}</strong></p>
      <h1>${escapeHtml(page.heading)}</h1>
      <p>${escapeHtml(page.message)}</p>
      ${form}
      <p><a class="back" href="/knowledge">Back to the Knowledge Hub</a></p>
    </main>
  </body>
</html>
`;
}
