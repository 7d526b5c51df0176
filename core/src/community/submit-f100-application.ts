import { acceptSubmission, type SubmissionCommand, type SubmissionDeps } from './accept-submission.ts';
import { f100ApplicationSchema } from './schemas.ts';
import { summarizeF100Application } from './submission-summary.ts';
import type { SubmissionReceipt } from './submissions.ts';

/** Stores an application to the Founding 100 circle. */
export function submitF100Application(
  deps: SubmissionDeps,
  command: SubmissionCommand,
): Promise<SubmissionReceipt> {
  return acceptSubmission(deps, 'f100', f100ApplicationSchema, command, async (application) => {
    await deps.applications.addF100Application(application);
    return summarizeF100Application(application);
  });
}
