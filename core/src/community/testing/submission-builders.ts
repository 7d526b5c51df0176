import type { ContactInquiryInput, F100ApplicationInput, PartnershipInquiryInput } from '../schemas.ts';
import type { ContactInquiry, F100Application, PartnershipInquiry } from '../submissions.ts';

let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
};

/** Valid form inputs, as a browser would send them; override what the test is about. */
export function anF100ApplicationInput(overrides: Partial<F100ApplicationInput> = {}): F100ApplicationInput {
  return {
    firstName: 'Amina',
    lastName: 'Okafor',
    email: 'amina.okafor@example.com',
    organization: 'Lagos Fintech Labs',
    position: 'Chief Innovation Officer',
    sector: 'Finance',
    experience: 'Twelve years building digital payment products across West Africa.',
    leadership: 'Led a 40-person venture team from pilot to three-country launch.',
    innovation: 'Launched an agent-banking network serving 2 million unbanked customers.',
    vision: 'An F100 that turns corporate balance sheets into launchpads for African founders.',
    linkedinUrl: 'https://www.linkedin.com/in/amina-okafor',
    websiteUrl: '',
    ...overrides,
  };
}

export function aPartnershipInquiryInput(
  overrides: Partial<PartnershipInquiryInput> = {},
): PartnershipInquiryInput {
  return {
    companyName: 'Savanna Energy Group',
    contactName: 'Kwame Mensah',
    email: 'kwame@savanna-energy.example',
    phone: '+233 20 123 4567',
    sector: 'Energy',
    partnershipType: 'Innovation Challenge',
    budget: '$50,000 - $100,000',
    timeline: 'Q3 2026',
    description: 'We want to co-run an off-grid storage challenge with startups from the collective.',
    ...overrides,
  };
}

export function aContactInquiryInput(overrides: Partial<ContactInquiryInput> = {}): ContactInquiryInput {
  return {
    name: 'Zanele Dube',
    email: 'zanele@example.org',
    subject: 'Speaking at the annual forum',
    message: 'I would love to learn how members can propose sessions for the next forum.',
    ...overrides,
  };
}

/** Stored records, as a repository would return them. */
export function anF100Application(overrides: Partial<F100Application> = {}): F100Application {
  return {
    id: nextId(),
    firstName: 'Amina',
    lastName: 'Okafor',
    email: 'amina.okafor@example.com',
    organization: 'Lagos Fintech Labs',
    position: 'Chief Innovation Officer',
    sector: 'Finance',
    experience: 'Twelve years in payments.',
    leadership: 'Led a venture team.',
    innovation: 'Agent banking at scale.',
    vision: 'Corporates as launchpads.',
    linkedinUrl: null,
    websiteUrl: null,
    submittedAt: new Date('2026-03-01T10:00:00.000Z'),
    ...overrides,
  };
}

export function aPartnershipInquiry(overrides: Partial<PartnershipInquiry> = {}): PartnershipInquiry {
  return {
    id: nextId(),
    companyName: 'Savanna Energy Group',
    contactName: 'Kwame Mensah',
    email: 'kwame@savanna-energy.example',
    phone: null,
    sector: 'Energy',
    partnershipType: 'Innovation Challenge',
    budget: null,
    timeline: null,
    description: 'An off-grid storage challenge.',
    submittedAt: new Date('2026-03-01T10:00:00.000Z'),
    ...overrides,
  };
}

export function aContactInquiry(overrides: Partial<ContactInquiry> = {}): ContactInquiry {
  return {
    id: nextId(),
    name: 'Zanele Dube',
    email: 'zanele@example.org',
    subject: 'Forum',
    message: 'How do members propose sessions?',
    submittedAt: new Date('2026-03-01T10:00:00.000Z'),
    ...overrides,
  };
}
