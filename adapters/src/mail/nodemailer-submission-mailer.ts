/** The e-mails of a new community submission, through the mail outbox. */
import type { SubmissionSummary } from '@commons/core/community/submission-inbox';
import type { SubmissionMailer } from '@commons/core/community/submission-mailer';
import type { Logger } from '../system/logger.ts';
import { mailDelivery, type Deliver, type MailSettings } from './mail-delivery.ts';
import { f100InvitationEmail, f100SignUpUrl } from './f100-invitation-email.ts';
import { renderEmail } from './render-email.ts';
import { submissionAcknowledgementEmail } from './submission-acknowledgement-email.ts';
import { submissionReceivedEmail } from './submission-received-email.ts';

export class NodemailerSubmissionMailer implements SubmissionMailer {
  readonly #settings: MailSettings;
  readonly #deliver: Deliver;

  constructor(settings: MailSettings, logger: Logger) {
    this.#settings = settings;
    this.#deliver = mailDelivery(settings, logger);
  }

  async notifyStaff(to: readonly string[], submission: SubmissionSummary): Promise<void> {
    const { publicUrl, siteName } = this.#settings;
    const inboxUrl = new URL(
      `/admin/dashboard?section=submissions&id=${submission.id}`,
      publicUrl,
    ).toString();
    const rendered = renderEmail(siteName, submissionReceivedEmail(submission, inboxUrl));
    // Staff answer the submitter by replying to the notice.
    for (const address of to) await this.#deliver({ to: address, replyTo: submission.email, ...rendered });
  }

  async acknowledge(submission: SubmissionSummary): Promise<void> {
    const { siteName } = this.#settings;
    await this.#deliver({
      to: submission.email,
      ...renderEmail(siteName, submissionAcknowledgementEmail(submission, siteName)),
    });
  }

  async inviteToSignUp(application: SubmissionSummary): Promise<void> {
    const { publicUrl, siteName } = this.#settings;
    const content = f100InvitationEmail(application, f100SignUpUrl(application, publicUrl), siteName);
    await this.#deliver({ to: application.email, ...renderEmail(siteName, content) });
  }
}
