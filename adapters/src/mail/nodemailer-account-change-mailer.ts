/** The e-mails of a member's own account changes, through nodemailer (see mail-delivery.ts). */
import type {
  AccountChangeMailer,
  AccountCodeMessage,
  AccountDeletedMessage,
  EmailChangedMessage,
} from '@commons/core/accounts/account-change-mailer';
import { emailChangeUndoPath } from '@commons/core/profile/email-change-links';
import { linkWithToken } from '@commons/core/shared/links';
import type { Logger } from '../system/logger.ts';
import { accountDeletedEmail } from './account-deleted-email.ts';
import { deletionCodeEmail } from './deletion-code-email.ts';
import type { EmailContent } from './email-content.ts';
import { emailChangeApprovalCodeEmail } from './email-change-approval-code-email.ts';
import { emailChangeCodeEmail } from './email-change-code-email.ts';
import { emailChangedEmail } from './email-changed-email.ts';
import { mailDelivery, type Deliver, type MailSettings } from './mail-delivery.ts';
import { renderEmail } from './render-email.ts';

export class NodemailerAccountChangeMailer implements AccountChangeMailer {
  readonly #settings: MailSettings;
  readonly #deliver: Deliver;

  constructor(settings: MailSettings, logger: Logger) {
    this.#settings = settings;
    this.#deliver = mailDelivery(settings, logger);
  }

  #send(to: string, content: EmailContent): Promise<void> {
    return this.#deliver({ to, ...renderEmail(this.#settings.siteName, content) });
  }

  sendEmailChangeApprovalCode({ to, ...content }: AccountCodeMessage): Promise<void> {
    return this.#send(to, emailChangeApprovalCodeEmail(content));
  }

  sendEmailChangeCode({ to, ...content }: AccountCodeMessage): Promise<void> {
    return this.#send(to, emailChangeCodeEmail(content));
  }

  sendEmailChanged({ to, undoToken, ...content }: EmailChangedMessage): Promise<void> {
    const undoUrl = linkWithToken(this.#settings.publicUrl, emailChangeUndoPath, undoToken);
    return this.#send(to, emailChangedEmail({ ...content, undoUrl }));
  }

  sendDeletionCode({ to, ...content }: AccountCodeMessage): Promise<void> {
    return this.#send(to, deletionCodeEmail(content));
  }

  sendAccountDeleted({ to, firstName }: AccountDeletedMessage): Promise<void> {
    return this.#send(to, accountDeletedEmail({ firstName, siteUrl: this.#settings.publicUrl }));
  }
}
