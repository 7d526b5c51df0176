import type { AuditEntry, AuditLog } from '../audit/audit-log.ts';
import type { MemberRepository } from '../members/member-repository.ts';
import { DomainError } from '../shared/domain-error.ts';
import { isUuid } from '../shared/ids.ts';
import type { StoredSubmission, SubmissionInbox, SubmissionNote } from './submission-inbox.ts';

export const submissionNotFoundMessage = 'Submission not found';
export const submissionNotFound = () => new DomainError('NOT_FOUND', submissionNotFoundMessage);

export interface SubmissionDetail extends Omit<StoredSubmission, 'notes'> {
  notes: (SubmissionNote & { authorEmail: string | null })[];
  /** Every change of the submission, newest first, from the audit log. */
  history: AuditEntry[];
}

/** A submission with its form, its notes (by whom) and its changes (who, when). */
export async function getSubmission(
  deps: { inbox: SubmissionInbox; members: MemberRepository; auditLog: AuditLog },
  id: string,
): Promise<SubmissionDetail> {
  const submission = isUuid(id) ? await deps.inbox.find(id) : null;
  if (!submission) throw submissionNotFound();
  const authorIds = [...new Set(submission.notes.flatMap((note) => (note.authorId ? [note.authorId] : [])))];
  const authors = new Map(
    (await deps.members.findByIds(authorIds)).map((member) => [member.id, member.email]),
  );
  const { entries } = await deps.auditLog.list({ kind: 'submission', subjectId: id, limit: 500, offset: 0 });
  return {
    ...submission,
    notes: submission.notes.map((note) => ({
      ...note,
      authorEmail: note.authorId ? (authors.get(note.authorId) ?? null) : null,
    })),
    history: entries,
  };
}
