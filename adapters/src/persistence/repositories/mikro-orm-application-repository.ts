import type { InferEntity } from '@mikro-orm/core';
import type { ApplicationRepository, FormsSentFrom } from '@commons/core/community/application-repository';
import type {
  BudgetRange,
  F100Sector,
  PartnershipSector,
  PartnershipType,
} from '@commons/core/community/options';
import type {
  ContactInquiry,
  F100Application,
  PartnershipInquiry,
} from '@commons/core/community/submissions';
import {
  ContactInquiryEntity,
  F100ApplicationEntity,
  PartnershipInquiryEntity,
} from '../entities/community.ts';
import type { EntityManager } from '../orm.ts';

type F100Row = InferEntity<typeof F100ApplicationEntity>;
type PartnershipRow = InferEntity<typeof PartnershipInquiryEntity>;
type ContactRow = InferEntity<typeof ContactInquiryEntity>;

// The option columns are plain text; only validated choices are ever written, so reading them back
// as the option types is safe.
function toF100Application(row: F100Row): F100Application {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    organization: row.organization,
    position: row.position,
    sector: row.sector as F100Sector,
    experience: row.experience,
    leadership: row.leadership,
    innovation: row.innovation,
    vision: row.vision,
    linkedinUrl: row.linkedinUrl ?? null,
    websiteUrl: row.websiteUrl ?? null,
    submittedAt: row.submittedAt,
  };
}

function toPartnershipInquiry(row: PartnershipRow): PartnershipInquiry {
  return {
    id: row.id,
    companyName: row.companyName,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone ?? null,
    sector: row.sector as PartnershipSector,
    partnershipType: row.partnershipType as PartnershipType,
    budget: (row.budget ?? null) as BudgetRange | null,
    timeline: row.timeline ?? null,
    description: row.description,
    submittedAt: row.submittedAt,
  };
}

function toContactInquiry(row: ContactRow): ContactInquiry {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    submittedAt: row.submittedAt,
  };
}

const newestFirst = { orderBy: { submittedAt: 'desc', id: 'asc' } } as const;

/** Inserts directly (no identity map to flush); reads through the context's EntityManager. */
export class MikroOrmApplicationRepository implements ApplicationRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async addF100Application(application: F100Application): Promise<void> {
    await this.#em.insert(F100ApplicationEntity, application);
  }

  async addPartnershipInquiry(inquiry: PartnershipInquiry): Promise<void> {
    await this.#em.insert(PartnershipInquiryEntity, inquiry);
  }

  async addContactInquiry(inquiry: ContactInquiry): Promise<void> {
    await this.#em.insert(ContactInquiryEntity, inquiry);
  }

  async listF100Applications(): Promise<F100Application[]> {
    const rows = await this.#em.find(F100ApplicationEntity, {}, newestFirst);
    return rows.map(toF100Application);
  }

  async listPartnershipInquiries(): Promise<PartnershipInquiry[]> {
    const rows = await this.#em.find(PartnershipInquiryEntity, {}, newestFirst);
    return rows.map(toPartnershipInquiry);
  }

  async listContactInquiries(): Promise<ContactInquiry[]> {
    const rows = await this.#em.find(ContactInquiryEntity, {}, newestFirst);
    return rows.map(toContactInquiry);
  }

  async listSentFrom(email: string): Promise<FormsSentFrom> {
    // Addresses are stored as typed; compare without case, as mailboxes are in practice.
    const from = { email: { $ilike: email.replace(/[\\%_]/g, '\\$&') } };
    return {
      f100Applications: (await this.#em.find(F100ApplicationEntity, from, newestFirst)).map(
        toF100Application,
      ),
      partnershipInquiries: (await this.#em.find(PartnershipInquiryEntity, from, newestFirst)).map(
        toPartnershipInquiry,
      ),
      contactInquiries: (await this.#em.find(ContactInquiryEntity, from, newestFirst)).map(toContactInquiry),
    };
  }
}
