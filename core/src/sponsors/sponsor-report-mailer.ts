import type { SponsorReport } from './sponsor-report.ts';

/** Last week's figures for a sponsor's contact. */
export interface WeeklySponsorReportMail {
  to: string;
  contactName: string | null;
  report: SponsorReport;
  /** The token of the sponsor's current report link, the one they already have; null without a link. */
  linkToken: string | null;
}

/** The sponsors' e-mails. The adapter renders them and puts them in the outbox (in the caller's transaction). */
export interface SponsorReportMailer {
  sendWeeklyReport(mail: WeeklySponsorReportMail): Promise<void>;
}
