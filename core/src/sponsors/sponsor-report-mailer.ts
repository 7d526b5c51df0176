import type { SponsorReport } from './sponsor-report.ts';

/** Last week's figures for a sponsor's contact. */
export interface WeeklySponsorReportMail {
  to: string;
  contactName: string | null;
  report: SponsorReport;
  /** The token of the sponsor's report link, issued for this mail; null when the sponsor has no link. */
  linkToken: string | null;
}

/** The sponsors' e-mails. The adapter renders them and puts them in the outbox (in the caller's transaction). */
export interface SponsorReportMailer {
  sendWeeklyReport(mail: WeeklySponsorReportMail): Promise<void>;
}
