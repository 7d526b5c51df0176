/** The staff's notice of a new submission, with a link to it in the console's inbox. */
import { submissionTypeLabels, type SubmissionSummary } from '@commons/core/community/submission-inbox';
import type { EmailContent } from './email-content.ts';

export function submissionReceivedEmail(submission: SubmissionSummary, inboxUrl: string): EmailContent {
  const kind = submissionTypeLabels[submission.type];
  return {
    subject: `New ${kind.toLowerCase()}: ${submission.name}`,
    blocks: [
      { kind: 'text', text: `A new ${kind.toLowerCase()} has arrived.` },
      {
        kind: 'facts',
        rows: [
          ['From', `${submission.name} <${submission.email}>`],
          ...(submission.organization ? ([['Organization', submission.organization]] as const) : []),
          ['Subject', submission.subject],
        ],
      },
      { kind: 'button', label: 'Open the inbox', url: inboxUrl },
    ],
  };
}
