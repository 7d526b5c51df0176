/**
 * The submitter's thanks, with the spec's promise of when they will hear back. Anyone can type
 * anyone's address into a form, so the subject and the opening are the site's own words; the name
 * the form was sent under comes after them, quoted, and a note tells a stranger to ignore the mail.
 */
import type { SubmissionSummary } from '@commons/core/community/submission-inbox';
import { acknowledgementPromises } from '@commons/core/community/submission-mailer';
import type { EmailContent } from './email-content.ts';

const received = {
  f100: 'We have received your application to the F100 community.',
  partnership: 'We have received your partnership inquiry.',
  contact: 'We have received your message.',
} as const;

const subjects = {
  f100: 'Application Submitted',
  partnership: 'Partnership Inquiry Submitted',
  contact: 'Message received',
} as const;

export function submissionAcknowledgementEmail(
  submission: SubmissionSummary,
  siteName: string,
): EmailContent {
  return {
    subject: `${subjects[submission.type]} - ${siteName}`,
    blocks: [
      { kind: 'text', text: `${received[submission.type]} ${acknowledgementPromises[submission.type]}` },
      { kind: 'facts', rows: [['Sent under the name', `“${submission.name}”`]] },
      { kind: 'text', text: `Thank you for reaching out to ${siteName}.` },
      {
        kind: 'note',
        text: 'If you did not write to us, someone else entered this address: you can ignore this e-mail.',
      },
    ],
  };
}
