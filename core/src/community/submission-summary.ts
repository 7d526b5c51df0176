import type { ContactInquiry, F100Application, PartnershipInquiry } from './submissions.ts';
import type { SubmissionState, SubmissionSummary } from './submission-inbox.ts';

/** Each kind of submission as one inbox line (the SQL adapter selects the same columns). */

export const summarizeF100Application = (
  r: F100Application,
  state: SubmissionState = 'new',
): SubmissionSummary => ({
  id: r.id,
  type: 'f100',
  state,
  name: `${r.firstName} ${r.lastName}`,
  email: r.email,
  organization: r.organization,
  subject: r.position,
  submittedAt: r.submittedAt,
});

export const summarizePartnershipInquiry = (
  r: PartnershipInquiry,
  state: SubmissionState = 'new',
): SubmissionSummary => ({
  id: r.id,
  type: 'partnership',
  state,
  name: r.contactName,
  email: r.email,
  organization: r.companyName,
  subject: r.partnershipType,
  submittedAt: r.submittedAt,
});

export const summarizeContactInquiry = (
  r: ContactInquiry,
  state: SubmissionState = 'new',
): SubmissionSummary => ({
  id: r.id,
  type: 'contact',
  state,
  name: r.name,
  email: r.email,
  organization: null,
  subject: r.subject,
  submittedAt: r.submittedAt,
});
