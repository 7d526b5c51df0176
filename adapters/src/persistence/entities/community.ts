import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, submittedAt, uuidPrimaryKey } from './columns.ts';

const text = () => p.string().columnType('text');
/** Where a submission stands in the staff's inbox: new, in_review, accepted, declined. */
const inboxState = () => p.string().columnType('text').default('new');

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
    state: inboxState(),
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
    state: inboxState(),
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
    state: inboxState(),
    submittedAt: submittedAt(),
  },
});

/**
 * The staff's notes on a submission of any of the three kinds (so no foreign key: the id names a row
 * of one of three tables). The author's id is plain text, like the history's actors: the note
 * outlives the admin's account.
 */
export const SubmissionNoteEntity = defineEntity({
  name: 'SubmissionNote',
  tableName: 'submission_notes',
  properties: {
    id: uuidPrimaryKey(),
    submissionId: p.uuid().index(),
    authorId: text().nullable(),
    body: text(),
    createdAt: createdAt(),
  },
});
