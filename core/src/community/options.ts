/** The select options of the community forms (spec section 5), shared by the forms and the server. */

/** The sectors both forms offer, in order, before their own last entries. */
const commonSectors = [
  'Technology',
  'Healthcare',
  'Education',
  'Finance',
  'Agriculture',
  'Energy',
  'Transportation',
  'Manufacturing',
  'Retail',
] as const;

export const f100Sectors = [...commonSectors, 'Other'] as const;
export type F100Sector = (typeof f100Sectors)[number];

/** The F100 sectors with Government and NGO/Development before Other. */
export const partnershipSectors = [...commonSectors, 'Government', 'NGO/Development', 'Other'] as const;
export type PartnershipSector = (typeof partnershipSectors)[number];

export const partnershipTypes = [
  'Corporate Sponsorship',
  'Research Collaboration',
  'Event Partnership',
  'Innovation Challenge',
  'Venture Funding',
  'Knowledge Sharing',
  'Other',
] as const;
export type PartnershipType = (typeof partnershipTypes)[number];

export const budgetRanges = [
  'Under $10,000',
  '$10,000 - $50,000',
  '$50,000 - $100,000',
  '$100,000 - $500,000',
  'Above $500,000',
  'To be discussed',
] as const;
export type BudgetRange = (typeof budgetRanges)[number];
