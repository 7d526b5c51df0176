/** The sponsors' e-mails, through the mail outbox. */
import type {
  SponsorReportMailer,
  WeeklySponsorReportMail,
} from '@commons/core/sponsors/sponsor-report-mailer';
import { sponsorReportUrl } from '@commons/core/sponsors/sponsor-report-links';
import type { Logger } from '../system/logger.ts';
import { mailDelivery, type Deliver, type MailSettings } from './mail-delivery.ts';
import { renderEmail } from './render-email.ts';
import { sponsorWeeklyReportEmail } from './sponsor-weekly-report-email.ts';

export class NodemailerSponsorReportMailer implements SponsorReportMailer {
  readonly #settings: MailSettings;
  readonly #deliver: Deliver;

  constructor(settings: MailSettings, logger: Logger) {
    this.#settings = settings;
    this.#deliver = mailDelivery(settings, logger);
  }

  async sendWeeklyReport(mail: WeeklySponsorReportMail): Promise<void> {
    const { publicUrl, siteName } = this.#settings;
    const url = mail.linkToken ? sponsorReportUrl(publicUrl, mail.linkToken) : null;
    await this.#deliver({
      to: mail.to,
      ...renderEmail(siteName, sponsorWeeklyReportEmail(mail, url, siteName)),
    });
  }
}
