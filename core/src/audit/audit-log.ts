import type { Actor } from '../members/actor.ts';

/**
 * The staff's audit trail: who did what, when, to which record. Any feature records into it with one
 * call (`record`); the console lists it, filtered and paged. Member status and tier changes live in
 * the membership history; the adapter lists them here too, so they are not recorded twice.
 */

/** The record an action touched: `{ kind: 'submission', id }`, `{ kind: 'article', id }`... */
export interface AuditSubject {
  kind: string;
  id: string;
}

export interface AuditEvent {
  actor: Actor;
  /** What was done, `<kind>.<verb>`: 'submission.state-changed', 'article.published'... */
  action: string;
  subject: AuditSubject;
  /** One line for people: 'New → In review', 'Note added'. */
  summary: string;
}

export interface AuditEntry {
  id: string;
  at: Date;
  /** The admin or member by id (with their current e-mail when the account still exists). */
  actor: { kind: Actor['kind']; id: string | null; email: string | null };
  action: string;
  subject: AuditSubject;
  summary: string;
}

export interface AuditFilter {
  /** The acting admin's or member's id. */
  actorId?: string | undefined;
  /** The subject's kind. */
  kind?: string | undefined;
  subjectId?: string | undefined;
  limit: number;
  offset: number;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** Every match, whatever the page. */
  total: number;
}

export interface AuditLog {
  /** Stamped with the time of recording; inside a transaction, it commits or rolls back with it. */
  record(event: AuditEvent): Promise<void>;
  /** Newest first. */
  list(filter: AuditFilter): Promise<AuditPage>;
}
