import type { ContactInquiry, F100Application, PartnershipInquiry } from './submissions.ts';

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
}
