/** The newsletter's confirmation e-mail in text and HTML, with its unsubscribe link. */
import { escapeHtml, type RenderedEmail } from './verification-code-email.ts';

export interface NewsletterConfirmationContent {
  siteName: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  validForHours: number;
}

export function renderNewsletterConfirmationEmail(content: NewsletterConfirmationContent): RenderedEmail {
  const { siteName, confirmUrl, unsubscribeUrl, validForHours } = content;
  const text = [
    'Hello,',
    '',
    `Please confirm that you want the ${siteName} newsletter: a short note when we publish new`,
    'research, event notes and case studies.',
    '',
    `Confirm your subscription within ${validForHours} hours: ${confirmUrl}`,
    '',
    'If you did not ask for it, ignore this e-mail and you will get nothing more from us.',
    '',
    `Unsubscribe: ${unsubscribeUrl}`,
    '',
    `${siteName}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#f7f6f2;font-family:Segoe UI,Arial,sans-serif;color:#101828">
    <table role="presentation" width="100%" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:10px;padding:32px">
      <tr><td>
        <p style="margin:0 0 8px;font-weight:700;color:#0b2545">${escapeHtml(siteName)}</p>
        <p>Hello,</p>
        <p>Please confirm that you want the ${escapeHtml(siteName)} newsletter: a short note when we publish new research, event notes and case studies.</p>
        <p style="margin:24px 0"><a href="${escapeHtml(confirmUrl)}" style="background:#0b2545;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">Confirm your subscription</a></p>
        <p>The link works for ${validForHours} hours.</p>
        <p style="color:#475467;font-size:13px">If you did not ask for it, ignore this e-mail and you will get nothing more from us.</p>
        <p style="color:#475467;font-size:13px"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>
      </td></tr>
    </table>
  </body>
</html>`;
  return { subject: `Confirm your ${siteName} newsletter subscription`, text, html };
}
