import type { StaffDirectory, SubmissionMailer } from './submission-mailer.ts';
import type { SubmissionSummary } from './submission-inbox.ts';

export interface AnnouncementDeps {
  mailer: SubmissionMailer;
  staff: StaffDirectory;
}

/** With a submission stored: the staff notification and the submitter's acknowledgement. */
export async function announceSubmission(
  deps: AnnouncementDeps,
  submission: SubmissionSummary,
): Promise<void> {
  const recipients = deps.staff.staffEmail ? [deps.staff.staffEmail] : await deps.staff.adminEmails();
  if (recipients.length > 0) await deps.mailer.notifyStaff(recipients, submission);
  await deps.mailer.acknowledge(submission);
}
