import type { AuditLog } from '../audit/audit-log.ts';
import type { Clock } from '../shared/clock.ts';
import type { Random } from '../shared/random.ts';
import type { Transactions } from '../shared/transactions.ts';
import { parseInput } from '../shared/validation.ts';
import { submissionNotFound } from './get-submission.ts';
import { isUuid } from '../shared/ids.ts';
import { newRecordId } from './record-id.ts';
import {
  submissionReviewSchema,
  submissionStateLabels,
  submissionTypeLabels,
  type StoredSubmission,
  type SubmissionInbox,
} from './submission-inbox.ts';

export interface ReviewSubmissionDeps {
  inbox: SubmissionInbox;
  auditLog: AuditLog;
  transactions: Transactions;
  clock: Clock;
  random: Random;
}

export interface ReviewOutcome {
  /** The submission as it was before the review. */
  before: StoredSubmission;
  /** Whether this review moved it to accepted (F100 acceptance hangs on that). */
  accepted: boolean;
}

/**
 * A staff member's change to a submission: a new state and/or a note, each recorded in the audit
 * log in the same transaction, so a change is never kept without its record.
 */
export async function reviewSubmission(
  deps: ReviewSubmissionDeps,
  command: { id: string; input: unknown; adminId: string },
): Promise<ReviewOutcome> {
  if (!isUuid(command.id)) throw submissionNotFound();
  const review = parseInput(submissionReviewSchema, command.input);
  const actor = { kind: 'admin', id: command.adminId } as const;
  return deps.transactions.run(async () => {
    const before = await deps.inbox.find(command.id);
    if (!before) throw submissionNotFound();
    const subject = { kind: 'submission', id: before.id };
    const who = `${before.name} (${submissionTypeLabels[before.type]})`;
    const moves = review.state !== undefined && review.state !== before.state;
    if (moves) {
      await deps.inbox.setState(before.id, review.state!);
      await deps.auditLog.record({
        actor,
        action: 'submission.state-changed',
        subject,
        summary: `${who}: ${submissionStateLabels[before.state]} → ${submissionStateLabels[review.state!]}`,
      });
    }
    if (review.note !== undefined) {
      await deps.inbox.addNote({
        id: newRecordId(deps.random),
        submissionId: before.id,
        authorId: command.adminId,
        body: review.note,
        createdAt: deps.clock.now(),
      });
      await deps.auditLog.record({
        actor,
        action: 'submission.note-added',
        subject,
        summary: `${who}: note added`,
      });
    }
    return { before, accepted: moves && review.state === 'accepted' };
  });
}
