/** The verification e-mail. The code leads the subject so it shows in previews. */
import type { EmailContent } from './email-content.ts';

export interface VerificationEmailContent {
  firstName: string;
  code: string;
  validForMinutes: number;
  verifyUrl: string;
}

export function verificationCodeEmail(content: VerificationEmailContent): EmailContent {
  const { firstName, code, validForMinutes, verifyUrl } = content;
  return {
    subject: `${code} is your verification code`,
    blocks: [
      { kind: 'text', text: `Hello ${firstName},` },
      { kind: 'text', text: 'Your verification code is:' },
      { kind: 'code', code },
      { kind: 'text', text: `Enter it on the verification page within ${validForMinutes} minutes.` },
      { kind: 'button', label: 'Open the verification page', url: verifyUrl },
      { kind: 'note', text: 'If you did not create an account, you can ignore this e-mail.' },
    ],
  };
}
