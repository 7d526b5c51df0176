import type { Clock } from '../../shared/clock.ts';
import {
  InMemoryTransactions,
  type TransactionalState,
} from '../../shared/testing/in-memory-transactions.ts';
import type { AuditEntry, AuditEvent, AuditFilter, AuditLog, AuditPage } from '../audit-log.ts';

interface StoredEvent {
  id: string;
  at: Date;
  event: AuditEvent;
}

function actorId(event: AuditEvent): string | null {
  if (event.actor.kind === 'admin') return event.actor.id;
  if (event.actor.kind === 'payment-event') return event.actor.eventId;
  return null;
}

/** The audit log in memory. `emails` stands in for the accounts the SQL adapter reads e-mails from. */
export class InMemoryAuditLog implements AuditLog {
  readonly #events: TransactionalState<StoredEvent[]>;
  readonly #clock: Clock;
  readonly #emails: ReadonlyMap<string, string>;
  #sequence = 0;

  constructor(options: {
    clock: Clock;
    transactions?: InMemoryTransactions;
    emails?: ReadonlyMap<string, string>;
  }) {
    this.#clock = options.clock;
    this.#events = (options.transactions ?? new InMemoryTransactions()).state<StoredEvent[]>([]);
    this.#emails = options.emails ?? new Map();
  }

  async record(event: AuditEvent): Promise<void> {
    this.#sequence += 1;
    const id = `00000000-0000-4000-a000-${String(this.#sequence).padStart(12, '0')}`;
    this.#events.write().push({ id, at: this.#clock.now(), event: structuredClone(event) });
  }

  async list(filter: AuditFilter): Promise<AuditPage> {
    const matches = this.#events
      .read()
      .filter(({ event }) => !filter.actorId || actorId(event) === filter.actorId)
      .filter(({ event }) => !filter.kind || event.subject.kind === filter.kind)
      .filter(({ event }) => !filter.subjectId || event.subject.id === filter.subjectId)
      .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id.localeCompare(a.id));
    return {
      total: matches.length,
      entries: matches
        .slice(filter.offset, filter.offset + filter.limit)
        .map(({ id, at, event }): AuditEntry => {
          const who = actorId(event);
          return {
            id,
            at: new Date(at),
            actor: { kind: event.actor.kind, id: who, email: who ? (this.#emails.get(who) ?? null) : null },
            action: event.action,
            subject: { ...event.subject },
            summary: event.summary,
          };
        }),
    };
  }
}
