import type { SubmissionSummary } from './submission-inbox.ts';

/** The e-mails a new submission sends. The adapter renders them and delivers them. */
export interface SubmissionMailer {
  /** Tells the staff that a submission came, with a link to it in the console. */
  notifyStaff(to: readonly string[], submission: SubmissionSummary): Promise<void>;
  /** Thanks the submitter and says when they will hear back (the spec's words). */
  acknowledge(submission: SubmissionSummary): Promise<void>;
  /**
   * Tells an accepted F100 applicant who has no account yet to sign up with the address they
   * applied with: the F100 tier is theirs once that address is verified.
   */
  inviteToSignUp(application: SubmissionSummary): Promise<void>;
}

/** Who hears of new submissions: the configured staff address, or every admin when there is none. */
export interface StaffDirectory {
  /** `STAFF_EMAIL` when set (null otherwise). */
  staffEmail: string | null;
  adminEmails(): Promise<string[]>;
}

/** The spec's promise per kind (section 10: F100 review within 2 weeks, partnership within 48 hours). */
export const acknowledgementPromises = {
  f100: 'We will review your application within 2 weeks.',
  partnership: 'We will contact you within 48 hours.',
  contact: 'We will reply to your message as soon as we can.',
} as const;
