import { parseInput } from '../shared/validation.ts';
import { inboxFilterSchema, type InboxPage, type SubmissionInbox } from './submission-inbox.ts';

/** The console's inbox: every kind of submission, newest first, filtered by type and state, paged. */
export async function listSubmissions(
  deps: { inbox: SubmissionInbox },
  input: unknown = {},
): Promise<InboxPage> {
  return deps.inbox.list(parseInput(inboxFilterSchema, input));
}
