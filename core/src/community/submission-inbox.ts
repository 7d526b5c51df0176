import { z } from 'zod';
import { blankAsMissing, pageLimit, pageOffset } from '../shared/paging.ts';
import { contactInquirySchema, f100ApplicationSchema, partnershipInquirySchema } from './schemas.ts';
import { honeypotFieldName } from './fields.ts';

/** The staff's inbox of every community submission: F100 applications, partnership and contact inquiries. */

export const submissionTypes = ['f100', 'partnership', 'contact'] as const;
export type SubmissionType = (typeof submissionTypes)[number];

export const submissionStates = ['new', 'in_review', 'accepted', 'declined'] as const;
export type SubmissionState = (typeof submissionStates)[number];

export const submissionStateLabels: Record<SubmissionState, string> = {
  new: 'New',
  in_review: 'In review',
  accepted: 'Accepted',
  declined: 'Declined',
};

export const submissionTypeLabels: Record<SubmissionType, string> = {
  f100: 'F100 application',
  partnership: 'Partnership inquiry',
  contact: 'Contact message',
};

/** Each kind as named mid-sentence ("A new F100 application has arrived"): F100 keeps its capital. */
export const submissionTypeNouns: Record<SubmissionType, string> = {
  f100: 'F100 application',
  partnership: 'partnership inquiry',
  contact: 'contact message',
};

/** What a summary's `subject` holds for each kind, as its label. */
export const submissionSubjectLabels: Record<SubmissionType, string> = {
  f100: 'Position',
  partnership: 'Partnership type',
  contact: 'Subject',
};

/** One line of the inbox, the same shape for the three kinds. */
export interface SubmissionSummary {
  id: string;
  type: SubmissionType;
  state: SubmissionState;
  name: string;
  email: string;
  organization: string | null;
  /** The position (F100), the partnership type, or the message's subject. */
  subject: string;
  submittedAt: Date;
}

export interface SubmissionNote {
  id: string;
  submissionId: string;
  /** The admin who wrote it. */
  authorId: string | null;
  body: string;
  createdAt: Date;
}

/** An inbox line with every answer of its form. */
export interface SubmissionWithAnswers extends SubmissionSummary {
  /** Every field of the form as sent (camelCase names), blank optional ones as null. */
  fields: Record<string, string | null>;
}

export interface StoredSubmission extends SubmissionWithAnswers {
  notes: SubmissionNote[];
}

const formFields = (shape: object) => Object.keys(shape).filter((name) => name !== honeypotFieldName);

/** The answers each kind's form asks for, in the form's order (the names of `fields`). */
export const submissionAnswerNames: Record<SubmissionType, readonly string[]> = {
  f100: formFields(f100ApplicationSchema.shape),
  partnership: formFields(partnershipInquirySchema.shape),
  contact: formFields(contactInquirySchema.shape),
};

export interface InboxFilter {
  type?: SubmissionType | undefined;
  state?: SubmissionState | undefined;
  limit: number;
  offset: number;
}

export interface InboxPage {
  submissions: SubmissionSummary[];
  total: number;
}

export interface SubmissionInbox {
  /** Newest first. */
  list(filter: InboxFilter): Promise<InboxPage>;
  /** The same page as `list`, each submission with its answers (the CSV export). */
  listWithAnswers(filter: InboxFilter): Promise<SubmissionWithAnswers[]>;
  find(id: string): Promise<StoredSubmission | null>;
  /** False when no submission has that id. */
  setState(id: string, state: SubmissionState): Promise<boolean>;
  addNote(note: SubmissionNote): Promise<void>;
}

export const maxInboxPage = 500;

export const inboxFilterSchema = z.object({
  type: z.preprocess(blankAsMissing, z.enum(submissionTypes, { error: 'Unknown type' }).optional()),
  state: z.preprocess(blankAsMissing, z.enum(submissionStates, { error: 'Unknown state' }).optional()),
  limit: pageLimit(maxInboxPage, 50),
  offset: pageOffset(),
});
export type InboxFilterInput = z.input<typeof inboxFilterSchema>;

/** The staff's change to a submission: a new state, a note, or both. */
export const submissionReviewSchema = z
  .object({
    state: z.enum(submissionStates, { error: 'Unknown state' }).optional(),
    note: z
      .string()
      .trim()
      .max(5000, 'Note must be at most 5000 characters')
      .optional()
      .transform((value) => value || undefined),
  })
  .refine((review) => review.state !== undefined || review.note !== undefined, {
    message: 'Give a state or a note',
    path: ['state'],
  });
export type SubmissionReviewInput = z.input<typeof submissionReviewSchema>;
