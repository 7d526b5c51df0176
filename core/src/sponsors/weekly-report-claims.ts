/**
 * Which sponsor's weekly e-mail has gone for which week, shared by every instance: each instance
 * looks every hour, and the claim decides which one sends (table `scheduled_jobs`).
 */
export interface WeeklyReportClaims {
  /**
   * True for exactly one caller per sponsor and week (`weekStart`, the Monday, YYYY-MM-DD), and
   * never for a week older than one already claimed. Inside a transaction it is undone with it, so
   * a mail that could not be queued is tried again at the next look.
   */
  claim(sponsorId: string, weekStart: string): Promise<boolean>;
}
