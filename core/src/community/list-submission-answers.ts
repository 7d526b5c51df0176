import { parseInput } from '../shared/validation.ts';
import {
  inboxFilterSchema,
  submissionAnswerNames,
  submissionTypes,
  type SubmissionInbox,
  type SubmissionWithAnswers,
} from './submission-inbox.ts';

/** Answers every summary already holds under its own name: not repeated as an answer column. */
const inSummary = new Set(['name', 'email', 'organization', 'subject']);

export interface SubmissionAnswersPage {
  /** The answer names of the kinds the filter lets through, each once, in the forms' order. */
  answers: string[];
  submissions: SubmissionWithAnswers[];
}

/** The inbox's export: one page of submissions, filtered as the list is, with every answer. */
export async function listSubmissionAnswers(
  deps: { inbox: SubmissionInbox },
  input: unknown = {},
): Promise<SubmissionAnswersPage> {
  const filter = parseInput(inboxFilterSchema, input);
  const kinds = filter.type ? [filter.type] : submissionTypes;
  const answers = [...new Set(kinds.flatMap((kind) => submissionAnswerNames[kind]))].filter(
    (name) => !inSummary.has(name),
  );
  return { answers, submissions: await deps.inbox.listWithAnswers(filter) };
}
