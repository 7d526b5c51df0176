import type { ContactInquiry, F100Application, PartnershipInquiry } from './submissions.ts';

/** Every form sent from one e-mail address, newest first in each kind. */
export interface FormsSentFrom {
  f100Applications: F100Application[];
  partnershipInquiries: PartnershipInquiry[];
  contactInquiries: ContactInquiry[];
}

/** Where F100 applications, partnership inquiries and contact inquiries are kept. */
export interface ApplicationRepository {
  addF100Application(application: F100Application): Promise<void>;
  addPartnershipInquiry(inquiry: PartnershipInquiry): Promise<void>;
  addContactInquiry(inquiry: ContactInquiry): Promise<void>;
  /** Newest first. */
  listF100Applications(): Promise<F100Application[]>;
  /** Newest first. */
  listPartnershipInquiries(): Promise<PartnershipInquiry[]>;
  /** Newest first. */
  listContactInquiries(): Promise<ContactInquiry[]>;
  /** The forms sent from this address, whatever its case (a member's data export). */
  listSentFrom(email: string): Promise<FormsSentFrom>;
}
