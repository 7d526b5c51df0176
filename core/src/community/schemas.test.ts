import { describe, expect, it } from 'vitest';
import { parseInput } from '../shared/validation.ts';
import { budgetRanges, f100Sectors, partnershipSectors, partnershipTypes } from './options.ts';
import { contactInquirySchema, f100ApplicationSchema, partnershipInquirySchema } from './schemas.ts';
import {
  aContactInquiryInput,
  anF100ApplicationInput,
  aPartnershipInquiryInput,
} from './testing/submission-builders.ts';

function fieldErrors(schema: Parameters<typeof parseInput>[0], input: unknown): Record<string, string> {
  try {
    parseInput(schema, input);
  } catch (error) {
    return (error as { details: { fields: Record<string, string> } }).details.fields;
  }
  return {};
}

describe('community option lists (spec section 5)', () => {
  it('offers the F100 sectors, and the partnership sectors with Government and NGO/Development before Other', () => {
    expect(f100Sectors).toEqual([
      'Technology',
      'Healthcare',
      'Education',
      'Finance',
      'Agriculture',
      'Energy',
      'Transportation',
      'Manufacturing',
      'Retail',
      'Other',
    ]);
    expect(partnershipSectors).toEqual([
      ...f100Sectors.slice(0, -1),
      'Government',
      'NGO/Development',
      'Other',
    ]);
  });

  it('offers the seven partnership types and six budget ranges', () => {
    expect(partnershipTypes).toEqual([
      'Corporate Sponsorship',
      'Research Collaboration',
      'Event Partnership',
      'Innovation Challenge',
      'Venture Funding',
      'Knowledge Sharing',
      'Other',
    ]);
    expect(budgetRanges).toEqual([
      'Under $10,000',
      '$10,000 - $50,000',
      '$50,000 - $100,000',
      '$100,000 - $500,000',
      'Above $500,000',
      'To be discussed',
    ]);
  });
});

describe('f100ApplicationSchema', () => {
  it('trims text, lower-cases the e-mail and turns blank optional URLs into null', () => {
    const parsed = parseInput(
      f100ApplicationSchema,
      anF100ApplicationInput({
        firstName: '  Amina ',
        email: ' Amina@Example.COM ',
        linkedinUrl: '  ',
        websiteUrl: '',
      }),
    );
    expect(parsed).toMatchObject({
      firstName: 'Amina',
      email: 'amina@example.com',
      linkedinUrl: null,
      websiteUrl: null,
    });
  });

  it('requires every listed field and names each one', () => {
    expect(fieldErrors(f100ApplicationSchema, {})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      organization: 'Organization is required',
      position: 'Position is required',
      sector: 'Please select a sector',
      experience: 'Experience is required',
      leadership: 'Leadership is required',
      innovation: 'Innovation is required',
      vision: 'Vision is required',
    });
  });

  it('rejects blank text, short names, bad e-mails, unknown sectors and non-http URLs', () => {
    const errors = fieldErrors(
      f100ApplicationSchema,
      anF100ApplicationInput({
        firstName: 'A',
        organization: '   ',
        email: 'not-an-email',
        sector: 'Mining' as never,
        linkedinUrl: 'javascript:alert(1)',
        websiteUrl: 'ftp://files.example.com',
      }),
    );
    expect(errors).toEqual({
      firstName: 'First name must be at least 2 characters',
      organization: 'Organization is required',
      email: 'Please enter a valid email address',
      sector: 'Please select a sector',
      linkedinUrl: 'LinkedIn URL must be a valid URL starting with http:// or https://',
      websiteUrl: 'Website URL must be a valid URL starting with http:// or https://',
    });
  });

  it('limits the length of every text', () => {
    const errors = fieldErrors(
      f100ApplicationSchema,
      anF100ApplicationInput({ position: 'x'.repeat(201), vision: 'x'.repeat(5001) }),
    );
    expect(errors).toEqual({
      position: 'Position must be at most 200 characters',
      vision: 'Vision must be at most 5000 characters',
    });
  });
});

describe('partnershipInquirySchema', () => {
  it('accepts an inquiry without the optional phone, budget and timeline', () => {
    const parsed = parseInput(
      partnershipInquirySchema,
      aPartnershipInquiryInput({ phone: '', budget: '', timeline: undefined }),
    );
    expect(parsed).toMatchObject({ phone: null, budget: null, timeline: null });
  });

  it('requires company, contact, e-mail, sector, type and description, and checks the choices', () => {
    expect(fieldErrors(partnershipInquirySchema, { budget: 'A million' })).toEqual({
      companyName: 'Company name is required',
      contactName: 'Contact name is required',
      email: 'Please enter a valid email address',
      sector: 'Please select a sector',
      partnershipType: 'Please select a partnership type',
      budget: 'Please select a budget range',
      description: 'Description is required',
    });
  });

  it('rejects a phone number made of letters', () => {
    expect(fieldErrors(partnershipInquirySchema, aPartnershipInquiryInput({ phone: 'call me' }))).toEqual({
      phone: 'Please enter a valid phone number',
    });
  });
});

describe('the community schemas on their own output', () => {
  // The browser validates with the schema and sends the parsed values; the server parses them again.
  it.each([
    ['f100', f100ApplicationSchema, anF100ApplicationInput({ linkedinUrl: '', websiteUrl: '' })],
    [
      'partnership',
      partnershipInquirySchema,
      aPartnershipInquiryInput({ phone: '', budget: '', timeline: '' }),
    ],
    ['contact', contactInquirySchema, aContactInquiryInput()],
  ] as const)('%s: parsing parsed values again changes nothing', (_name, schema, input) => {
    const once = parseInput(schema as typeof contactInquirySchema, input);
    expect(parseInput(schema as typeof contactInquirySchema, once)).toEqual(once);
  });
});

describe('contactInquirySchema', () => {
  it('requires name, e-mail, subject and message', () => {
    expect(fieldErrors(contactInquirySchema, { name: ' ', subject: '', message: '' })).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('accepts a valid message', () => {
    expect(parseInput(contactInquirySchema, aContactInquiryInput())).toMatchObject({ name: 'Zanele Dube' });
  });
});
