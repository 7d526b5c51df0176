import type { SubmissionSummary } from '../submission-inbox.ts';
import type { SubmissionMailer } from '../submission-mailer.ts';

/** Keeps what would have been sent. */
export class InMemorySubmissionMailer implements SubmissionMailer {
  readonly staffNotifications: { to: string[]; submission: SubmissionSummary }[] = [];
  readonly acknowledgements: SubmissionSummary[] = [];
  readonly invitations: SubmissionSummary[] = [];

  async notifyStaff(to: readonly string[], submission: SubmissionSummary): Promise<void> {
    this.staffNotifications.push({ to: [...to], submission: { ...submission } });
  }

  async acknowledge(submission: SubmissionSummary): Promise<void> {
    this.acknowledgements.push({ ...submission });
  }

  async inviteToSignUp(application: SubmissionSummary): Promise<void> {
    this.invitations.push({ ...application });
  }
}
