import { ensureTierHasRoom, applyTierGrant } from '../accounts/complimentary-tier.ts';
import { normalizeEmail } from '../members/member.ts';
import type { MemberRepository } from '../members/member-repository.ts';
import type { PendingTierGrants } from '../accounts/pending-tier-grants.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Clock } from '../shared/clock.ts';
import type { Random } from '../shared/random.ts';
import type { Transactions } from '../shared/transactions.ts';
import { parseInput } from '../shared/validation.ts';
import { submissionNotFound } from './get-submission.ts';
import { isUuid } from '../shared/ids.ts';
import { newRecordId } from './record-id.ts';
import type { SubmissionMailer } from './submission-mailer.ts';
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
  members: MemberRepository;
  pendingGrants: PendingTierGrants;
  mailer: Pick<SubmissionMailer, 'inviteToSignUp'>;
  transactions: Transactions;
  clock: Clock;
  random: Random;
}

export interface ReviewOutcome {
  /** The submission as it was before the review. */
  before: StoredSubmission;
  /** Whether this review moved it to accepted. */
  accepted: boolean;
  /** What accepting an F100 application did: granted f100 to the member, or invited the applicant. */
  f100?: 'granted' | 'invited';
}

/** What the membership history (and the pending grant) say of an accepted application's grant. */
export const f100AcceptedReason = 'F100 application accepted';

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
  return deps.transactions.run(async (): Promise<ReviewOutcome> => {
    const before = await deps.inbox.find(command.id);
    if (!before) throw submissionNotFound();
    const subject = { kind: 'submission', id: before.id };
    const who = `${before.name} (${submissionTypeLabels[before.type]})`;
    const moves = review.state !== undefined && review.state !== before.state;
    let f100: ReviewOutcome['f100'];
    if (moves) {
      await deps.inbox.setState(before.id, review.state!);
      await deps.auditLog.record({
        actor,
        action: 'submission.state-changed',
        subject,
        summary: `${who}: ${submissionStateLabels[before.state]} → ${submissionStateLabels[review.state!]}`,
      });
      // Granted in the same transaction: a full F100 refuses the grant and the state stays.
      if (review.state === 'accepted' && before.type === 'f100')
        f100 = await grantF100(deps, before, command.adminId);
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
    // Queued in the transaction: the invitation commits with the pending grant it announces.
    if (f100 === 'invited') await deps.mailer.inviteToSignUp(before);
    return { before, accepted: moves && review.state === 'accepted', ...(f100 ? { f100 } : {}) };
  });
}

/**
 * The applicant's member gets f100 through the console's own grant (cap, history with the admin).
 * An applicant with no account gets a pending grant, applied when their address is verified, and
 * the F100 must have room now, so no invitation is sent for a place that does not exist.
 */
async function grantF100(
  deps: ReviewSubmissionDeps,
  application: StoredSubmission,
  adminId: string,
): Promise<'granted' | 'invited'> {
  const found = await deps.members.findByEmail(normalizeEmail(application.email));
  const member = found && (await deps.members.findByIdForUpdate(found.id));
  if (member) {
    await applyTierGrant(deps, member, 'f100', adminId, f100AcceptedReason);
    return 'granted';
  }
  await ensureTierHasRoom(deps, 'f100');
  await deps.pendingGrants.save({
    email: normalizeEmail(application.email),
    tier: 'f100',
    grantedBy: adminId,
    reason: f100AcceptedReason,
    createdAt: deps.clock.now(),
  });
  await deps.auditLog.record({
    actor: { kind: 'admin', id: adminId },
    action: 'submission.f100-invited',
    subject: { kind: 'submission', id: application.id },
    summary: `${application.name}: invited to sign up; f100 is granted once ${application.email} is verified`,
  });
  return 'invited';
}
