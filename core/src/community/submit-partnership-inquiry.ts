import { acceptSubmission, type SubmissionCommand, type SubmissionDeps } from './accept-submission.ts';
import { partnershipInquirySchema } from './schemas.ts';
import { summarizePartnershipInquiry } from './submission-summary.ts';
import type { SubmissionReceipt } from './submissions.ts';

/** Stores a partnership inquiry from the /partnership page. */
export function submitPartnershipInquiry(
  deps: SubmissionDeps,
  command: SubmissionCommand,
): Promise<SubmissionReceipt> {
  return acceptSubmission(deps, 'partnership', partnershipInquirySchema, command, async (inquiry) => {
    await deps.applications.addPartnershipInquiry(inquiry);
    return summarizePartnershipInquiry(inquiry);
  });
}
