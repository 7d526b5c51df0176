import type { AuditEntry, AuditEvent, AuditFilter, AuditLog, AuditPage } from '@commons/core/audit/audit-log';
import type { Actor } from '@commons/core/members/actor';
import type { Clock } from '@commons/core/shared/clock';
import type { EntityManager } from '../orm.ts';

interface EntryRow {
  id: string;
  at: Date | string;
  actor_kind: Actor['kind'];
  actor_ref: string | null;
  actor_email: string | null;
  action: string;
  subject_kind: string;
  subject_id: string;
  summary: string;
}

function actorRef(actor: Actor): string | null {
  if (actor.kind === 'admin') return actor.id;
  if (actor.kind === 'payment-event') return actor.eventId;
  return null;
}

const moved = (label: string, from: string, to: string) =>
  `case when ${from} is distinct from ${to} then '${label} ' || coalesce(${from}, 'none') || ' → ' || coalesce(${to}, 'none') end`;

/**
 * Both trails as one: the `audit_events` rows, and each membership change of a member who still
 * has an account (a member acting on their own account is the actor, by their id).
 */
const entries = `
  select id, created_at as at, actor_kind, actor_ref, action, subject_kind, subject_id, summary
    from audit_events
  union all
  select h.id, h.created_at, h.actor_kind,
         case when h.actor_kind = 'member' then h.user_id::text else h.actor_ref end,
         'member.' || h.reason, 'member', h.user_id::text,
         u.email || ': ' || coalesce(nullif(concat_ws('; ',
           ${moved('status', 'h.from_status', 'h.to_status')},
           ${moved('payment', 'h.from_payment_status', 'h.to_payment_status')},
           ${moved('tier', 'h.from_tier', 'h.to_tier')},
           ${moved('billing', 'h.from_billing_cycle', 'h.to_billing_cycle')}), ''), h.reason)
    from membership_status_history h join users u on u.id = h.user_id`;

/**
 * The audit log on the `audit_events` table, listed together with `membership_status_history`, so
 * member changes (written by core's single history writer) show without being recorded twice.
 */
export class SqlAuditLog implements AuditLog {
  readonly #em: EntityManager;
  readonly #clock: Clock;

  constructor(em: EntityManager, clock: Clock) {
    this.#em = em;
    this.#clock = clock;
  }

  async record(event: AuditEvent): Promise<void> {
    await this.#em.execute(
      `insert into audit_events (actor_kind, actor_ref, action, subject_kind, subject_id, summary, created_at)
       values (?, ?, ?, ?, ?, ?, ?)`,
      [
        event.actor.kind,
        actorRef(event.actor),
        event.action,
        event.subject.kind,
        event.subject.id,
        event.summary,
        this.#clock.now(),
      ],
    );
  }

  async list(filter: AuditFilter): Promise<AuditPage> {
    const conditions: string[] = [];
    const parameters: unknown[] = [];
    if (filter.actorId) {
      conditions.push('actor_ref = ?');
      parameters.push(filter.actorId);
    }
    if (filter.kind) {
      conditions.push('subject_kind = ?');
      parameters.push(filter.kind);
    }
    if (filter.subjectId) {
      conditions.push('subject_id = ?');
      parameters.push(filter.subjectId);
    }
    const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
    const [counted] = await this.#em.execute<{ total: string | number }[]>(
      `select count(*) as total from (${entries}) entries ${where}`,
      parameters,
    );
    const rows = await this.#em.execute<EntryRow[]>(
      `select page.*, a.email as actor_email
         from (select * from (${entries}) entries ${where} order by at desc, id desc limit ? offset ?) page
         left join users a on page.actor_kind in ('admin', 'member') and a.id::text = page.actor_ref
        order by page.at desc, page.id desc`,
      [...parameters, filter.limit, filter.offset],
    );
    return { total: Number(counted?.total ?? 0), entries: rows.map(toEntry) };
  }
}

function toEntry(row: EntryRow): AuditEntry {
  return {
    id: row.id,
    at: new Date(row.at),
    actor: { kind: row.actor_kind, id: row.actor_ref, email: row.actor_email },
    action: row.action,
    subject: { kind: row.subject_kind, id: row.subject_id },
    summary: row.summary,
  };
}
