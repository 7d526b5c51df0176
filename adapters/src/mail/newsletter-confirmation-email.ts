/** The newsletter's confirmation e-mail in text and HTML, with its unsubscribe link. */
import { emailHtml, escapeHtml, type RenderedEmail } from './verification-code-email.ts';

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
  const html = emailHtml(
    siteName,
    `<p>Hello,</p>
        <p>Please confirm that you want the ${escapeHtml(siteName)} newsletter: a short note when we publish new research, event notes and case studies.</p>
        <p style="margin:24px 0"><a href="${escapeHtml(confirmUrl)}" style="background:#0b2545;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">Confirm your subscription</a></p>
        <p>The link works for ${validForHours} hours.</p>
        <p style="color:#475467;font-size:13px">If you did not ask for it, ignore this e-mail and you will get nothing more from us.</p>
        <p style="color:#475467;font-size:13px"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
  );
  return { subject: `Confirm your ${siteName} newsletter subscription`, text, html };
}
