/** Account e-mails through nodemailer: SMTP, or the .eml file outbox (see mail-delivery.ts). */
import type {
  AccountMailer,
  CodeKind,
  MemberNotice,
  SignInCodeMessage,
  VerificationCodeMessage,
} from '@commons/core/accounts/account-mailer';
import type { Logger } from '../system/logger.ts';
import type { EmailContent } from './email-content.ts';
import { mailDelivery, mailWithholding, type Deliver, type MailSettings } from './mail-delivery.ts';
import { passwordChangedEmail } from './password-changed-email.ts';
import { renderEmail } from './render-email.ts';
import { signInCodeEmail } from './sign-in-code-email.ts';
import { verificationCodeEmail } from './verification-code-email.ts';
import { welcomeEmail } from './welcome-email.ts';

export type { MailSettings } from './mail-delivery.ts';

export class NodemailerAccountMailer implements AccountMailer {
  readonly #settings: MailSettings;
  readonly #deliver: Deliver;
  readonly #withhold: Deliver;

  constructor(settings: MailSettings, logger: Logger) {
    this.#settings = settings;
    this.#deliver = mailDelivery(settings, logger);
    this.#withhold = mailWithholding(settings);
  }

  sendVerificationCode(message: VerificationCodeMessage): Promise<void> {
    return this.#send(message.to, this.#codeEmail('verification', message));
  }

  sendSignInCode(message: SignInCodeMessage): Promise<void> {
    return this.#send(message.to, this.#codeEmail('sign-in', message));
  }

  /** Renders the message as sending would, so that withholding it costs the same. */
  async withholdCode(kind: CodeKind, message: VerificationCodeMessage): Promise<void> {
    const content = this.#codeEmail(kind, message);
    await this.#withhold({ to: message.to, ...renderEmail(this.#settings.siteName, content) });
  }

  #codeEmail(kind: CodeKind, message: VerificationCodeMessage): EmailContent {
    const { firstName, code, validForMinutes } = message;
    return kind === 'sign-in'
      ? signInCodeEmail({
          firstName,
          code,
          validForMinutes,
          signInUrl: this.#link('/login/code', message.to),
        })
      : verificationCodeEmail({
          firstName,
          code,
          validForMinutes,
          verifyUrl: this.#link('/verify-email', message.to),
        });
  }

  sendWelcome(message: MemberNotice): Promise<void> {
    return this.#send(
      message.to,
      welcomeEmail({
        siteName: this.#settings.siteName,
        firstName: message.firstName,
        dashboardUrl: `${this.#settings.publicUrl}/dashboard`,
      }),
    );
  }

  sendPasswordChanged(message: MemberNotice): Promise<void> {
    return this.#send(
      message.to,
      passwordChangedEmail({
        firstName: message.firstName,
        signInCodeUrl: this.#link('/login/code', message.to),
      }),
    );
  }

  /** A page of the site with the address filled in. */
  #link(pathname: string, email: string): string {
    return `${this.#settings.publicUrl}${pathname}?email=${encodeURIComponent(email)}`;
  }

  async #send(to: string, content: EmailContent): Promise<void> {
    await this.#deliver({ to, ...renderEmail(this.#settings.siteName, content) });
  }
}
