import type { ApplicationRepository, FormsSentFrom } from '../application-repository.ts';
import type { ContactInquiry, F100Application, PartnershipInquiry } from '../submissions.ts';

function newestFirst<R extends { id: string; submittedAt: Date }>(records: R[]): R[] {
  return [...records]
    .sort((a, b) => b.submittedAt.getTime() - a.submittedAt.getTime() || a.id.localeCompare(b.id))
    .map((record) => ({ ...record }));
}

export class InMemoryApplicationRepository implements ApplicationRepository {
  readonly #f100: F100Application[] = [];
  readonly #partnership: PartnershipInquiry[] = [];
  readonly #contact: ContactInquiry[] = [];

  async addF100Application(application: F100Application): Promise<void> {
    this.#f100.push({ ...application });
  }

  async addPartnershipInquiry(inquiry: PartnershipInquiry): Promise<void> {
    this.#partnership.push({ ...inquiry });
  }

  async addContactInquiry(inquiry: ContactInquiry): Promise<void> {
    this.#contact.push({ ...inquiry });
  }

  async listF100Applications(): Promise<F100Application[]> {
    return newestFirst(this.#f100);
  }

  async listPartnershipInquiries(): Promise<PartnershipInquiry[]> {
    return newestFirst(this.#partnership);
  }

  async listContactInquiries(): Promise<ContactInquiry[]> {
    return newestFirst(this.#contact);
  }

  async listSentFrom(email: string): Promise<FormsSentFrom> {
    const from = <R extends { email: string }>(record: R) =>
      record.email.toLowerCase() === email.toLowerCase();
    return {
      f100Applications: newestFirst(this.#f100.filter(from)),
      partnershipInquiries: newestFirst(this.#partnership.filter(from)),
      contactInquiries: newestFirst(this.#contact.filter(from)),
    };
  }
}
