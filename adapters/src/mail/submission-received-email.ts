/** The staff's notice of a new submission, with a link to it in the console's inbox. */
import {
  submissionSubjectLabels,
  submissionTypeNouns,
  type SubmissionSummary,
} from '@commons/core/community/submission-inbox';
import type { EmailContent } from './email-content.ts';

export function submissionReceivedEmail(submission: SubmissionSummary, inboxUrl: string): EmailContent {
  const kind = submissionTypeNouns[submission.type];
  return {
    subject: `New ${kind}: ${submission.name}`,
    blocks: [
      { kind: 'text', text: `A new ${kind} has arrived.` },
      {
        kind: 'facts',
        rows: [
          ['From', `${submission.name} <${submission.email}>`],
          ...(submission.organization ? ([['Organization', submission.organization]] as const) : []),
          [submissionSubjectLabels[submission.type], submission.subject],
        ],
      },
      { kind: 'button', label: 'Open the inbox', url: inboxUrl },
    ],
  };
}
