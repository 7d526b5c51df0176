import { defineEntity, p } from '@mikro-orm/core';
import { submittedAt, uuidPrimaryKey } from './columns.ts';

const text = () => p.string().columnType('text');

export const MembershipApplicationEntity = defineEntity({
  name: 'MembershipApplication',
  tableName: 'membership_applications',
  properties: {
    id: uuidPrimaryKey(),
    firstName: text(),
    lastName: text(),
    email: text(),
    organization: text(),
    position: text(),
    sector: text(),
    experience: text(),
    motivation: text(),
    submittedAt: submittedAt(),
  },
});

export const F100ApplicationEntity = defineEntity({
  name: 'F100Application',
  tableName: 'f100_applications',
  properties: {
    id: uuidPrimaryKey(),
    firstName: text(),
    lastName: text(),
    email: text().index(),
    organization: text(),
    position: text(),
    sector: text(),
    experience: text(),
    leadership: text(),
    innovation: text(),
    vision: text(),
    linkedinUrl: text().nullable(),
    websiteUrl: text().nullable(),
    submittedAt: submittedAt(),
  },
});

export const PartnershipInquiryEntity = defineEntity({
  name: 'PartnershipInquiry',
  tableName: 'partnership_inquiries',
  properties: {
    id: uuidPrimaryKey(),
    companyName: text(),
    contactName: text(),
    email: text(),
    sector: text(),
    partnershipType: text(),
    description: text(),
    phone: text().nullable(),
    budget: text().nullable(),
    timeline: text().nullable(),
    submittedAt: submittedAt(),
  },
});

export const ContactInquiryEntity = defineEntity({
  name: 'ContactInquiry',
  tableName: 'contact_inquiries',
  properties: {
    id: uuidPrimaryKey(),
    name: text(),
    email: text(),
    subject: text(),
    message: text(),
    submittedAt: submittedAt(),
  },
});
