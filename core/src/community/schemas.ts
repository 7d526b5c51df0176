import { z } from 'zod';
import {
  choice,
  emailAddress,
  honeypot,
  longText,
  optionalChoice,
  optionalPhone,
  optionalText,
  optionalWebAddress,
  personName,
  requiredText,
} from './fields.ts';
import { budgetRanges, f100Sectors, partnershipSectors, partnershipTypes } from './options.ts';

/**
 * The community forms' inputs (spec sections 3 and 5): required as the entity lists say, id and
 * submittedAt omitted. The web forms and the API validate with these same schemas.
 */

export const f100ApplicationSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: emailAddress(),
  organization: requiredText('Organization'),
  position: requiredText('Position'),
  sector: choice(f100Sectors, 'Please select a sector'),
  experience: longText('Experience'),
  leadership: longText('Leadership'),
  innovation: longText('Innovation'),
  vision: longText('Vision'),
  linkedinUrl: optionalWebAddress('LinkedIn URL'),
  websiteUrl: optionalWebAddress('Website URL'),
  website: honeypot(),
});
export type F100ApplicationInput = z.input<typeof f100ApplicationSchema>;
export type F100ApplicationFields = Omit<z.output<typeof f100ApplicationSchema>, 'website'>;

export const partnershipInquirySchema = z.object({
  companyName: requiredText('Company name'),
  contactName: personName('Contact name'),
  email: emailAddress(),
  phone: optionalPhone(),
  sector: choice(partnershipSectors, 'Please select a sector'),
  partnershipType: choice(partnershipTypes, 'Please select a partnership type'),
  budget: optionalChoice(budgetRanges, 'Please select a budget range'),
  timeline: optionalText('Timeline'),
  description: longText('Description'),
  website: honeypot(),
});
export type PartnershipInquiryInput = z.input<typeof partnershipInquirySchema>;
export type PartnershipInquiryFields = Omit<z.output<typeof partnershipInquirySchema>, 'website'>;

export const contactInquirySchema = z.object({
  name: personName('Name'),
  email: emailAddress(),
  subject: requiredText('Subject'),
  message: longText('Message'),
  website: honeypot(),
});
export type ContactInquiryInput = z.input<typeof contactInquirySchema>;
export type ContactInquiryFields = Omit<z.output<typeof contactInquirySchema>, 'website'>;
