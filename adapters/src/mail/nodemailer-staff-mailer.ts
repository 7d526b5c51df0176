/** The staff's e-mails, through the mail outbox. */
import type { StaffMailer } from '@commons/core/staff/staff-mailer';
import type { Logger } from '../system/logger.ts';
import { mailDelivery, type Deliver, type MailSettings } from './mail-delivery.ts';
import { renderEmail } from './render-email.ts';
import { staffInvitationEmail } from './staff-invitation-email.ts';

export class NodemailerStaffMailer implements StaffMailer {
  readonly #settings: MailSettings;
  readonly #deliver: Deliver;

  constructor(settings: MailSettings, logger: Logger) {
    this.#settings = settings;
    this.#deliver = mailDelivery(settings, logger);
  }

  async invite(invitation: Parameters<StaffMailer['invite']>[0]): Promise<void> {
    const { publicUrl, siteName } = this.#settings;
    const signInUrl = `${publicUrl}/login/code?email=${encodeURIComponent(invitation.to)}`;
    await this.#deliver({
      to: invitation.to,
      ...renderEmail(siteName, staffInvitationEmail(invitation, signInUrl, siteName)),
    });
  }
}
