import type { ContactInquiryFields, F100ApplicationFields, PartnershipInquiryFields } from './schemas.ts';

/** The stored community submissions (tables f100_applications, partnership_inquiries, contact_inquiries). */

interface Stored {
  id: string;
  submittedAt: Date;
}

export type F100Application = F100ApplicationFields & Stored;
export type PartnershipInquiry = PartnershipInquiryFields & Stored;
export type ContactInquiry = ContactInquiryFields & Stored;

/** What a submitter gets back: the id of the stored record. */
export interface SubmissionReceipt {
  id: string;
}
