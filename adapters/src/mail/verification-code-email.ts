/** The verification e-mail in text and HTML. The code leads the subject so it shows in previews. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface VerificationEmailContent {
  siteName: string;
  firstName: string;
  code: string;
  validForMinutes: number;
  verifyUrl: string;
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The card every e-mail of the site sits in, headed by the site's name. `inner` is trusted HTML. */
export function emailHtml(siteName: string, inner: string): string {
  return `<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#f7f6f2;font-family:Segoe UI,Arial,sans-serif;color:#101828">
    <table role="presentation" width="100%" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:10px;padding:32px">
      <tr><td>
        <p style="margin:0 0 8px;font-weight:700;color:#0b2545">${escapeHtml(siteName)}</p>
        ${inner}
      </td></tr>
    </table>
  </body>
</html>`;
}

export function renderVerificationCodeEmail(content: VerificationEmailContent): RenderedEmail {
  const { siteName, firstName, code, validForMinutes, verifyUrl } = content;
  const text = [
    `Hello ${firstName},`,
    '',
    `Your ${siteName} verification code is:`,
    '',
    `    ${code}`,
    '',
    `Enter it on the verification page within ${validForMinutes} minutes: ${verifyUrl}`,
    '',
    'If you did not create an account, you can ignore this e-mail.',
    '',
    `${siteName}`,
  ].join('\n');
  const html = emailHtml(
    siteName,
    `<p>Hello ${escapeHtml(firstName)},</p>
        <p>Your verification code is:</p>
        <p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:16px 0;color:#0b2545">${escapeHtml(code)}</p>
        <p>Enter it on the <a href="${escapeHtml(verifyUrl)}">verification page</a> within ${validForMinutes} minutes.</p>
        <p style="color:#475467;font-size:13px">If you did not create an account, you can ignore this e-mail.</p>`,
  );
  return { subject: `${code} is your verification code`, text, html };
}
