/**
 * The small pages that links in e-mails open (the newsletter's, the undo of an e-mail change):
 * served by the API itself, so a link works without the web app, and a mail scanner's GET changes
 * nothing (a step that changes something is the page's button, which POSTs, as RFC 8058 asks).
 */
import type { Context } from 'koa';
import { escapeHtml } from './escape-html.ts';

export interface LinkPage {
  siteName: string;
  heading: string;
  message: string;
  /** A button that POSTs to this URL (same origin), for the step the link is for. */
  postTo?: string;
  buttonLabel?: string;
  /** Where the page leads on. */
  back: { href: string; label: string };
}

export function renderLinkPage(page: LinkPage): string {
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
      <p><a class="back" href="${escapeHtml(page.back.href)}">${escapeHtml(page.back.label)}</a></p>
    </main>
  </body>
</html>
`;
}

/** The link's token, from its `?token=` (empty when missing). */
export const linkToken = (ctx: Pick<Context, 'query'>): string =>
  typeof ctx.query.token === 'string' ? ctx.query.token : '';

/** Answers with the page, never stored: the link's token is in the page's URL. */
export function sendLinkPage(
  ctx: Pick<Context, 'status' | 'type' | 'body' | 'set'>,
  status: number,
  page: LinkPage,
): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = renderLinkPage(page);
}
