import { acceptSubmission, type SubmissionCommand, type SubmissionDeps } from './accept-submission.ts';
import { contactInquirySchema } from './schemas.ts';
import { summarizeContactInquiry } from './submission-summary.ts';
import type { SubmissionReceipt } from './submissions.ts';

/** Stores a message sent through the site's contact form. */
export function submitContactInquiry(
  deps: SubmissionDeps,
  command: SubmissionCommand,
): Promise<SubmissionReceipt> {
  return acceptSubmission(deps, 'contact', contactInquirySchema, command, async (inquiry) => {
    await deps.applications.addContactInquiry(inquiry);
    return summarizeContactInquiry(inquiry);
  });
}
