import type { SponsorReportMailer, WeeklySponsorReportMail } from '../sponsor-report-mailer.ts';

/** Keeps the mails it is asked to send, for use-case tests. */
export class InMemorySponsorReportMailer implements SponsorReportMailer {
  readonly sent: WeeklySponsorReportMail[] = [];

  async sendWeeklyReport(mail: WeeklySponsorReportMail): Promise<void> {
    this.sent.push(structuredClone(mail));
  }
}
