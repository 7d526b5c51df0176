import type { StaffDirectory, SubmissionMailer } from './submission-mailer.ts';
import type { SubmissionSummary } from './submission-inbox.ts';

export interface AnnouncementDeps {
  mailer: SubmissionMailer;
  staff: StaffDirectory;
}

/**
 * With a submission stored: the staff notification and, unless the submitter's address has had
 * its day's acknowledgements, the submitter's acknowledgement.
 */
export async function announceSubmission(
  deps: AnnouncementDeps,
  submission: SubmissionSummary,
  { acknowledge }: { acknowledge: boolean },
): Promise<void> {
  const recipients = deps.staff.staffEmail ? [deps.staff.staffEmail] : await deps.staff.adminEmails();
  if (recipients.length > 0) await deps.mailer.notifyStaff(recipients, submission);
  if (acknowledge) await deps.mailer.acknowledge(submission);
}
