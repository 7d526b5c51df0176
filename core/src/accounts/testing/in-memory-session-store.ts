import {
  InMemoryTransactions,
  type TransactionalState,
} from '../../shared/testing/in-memory-transactions.ts';
import type { NewSession, Session, SessionStore } from '../session-store.ts';

interface SessionTables {
  sessions: Map<string, Session>;
  nextId: number;
}

/** Takes part in the given transactions: pass the `InMemoryTransactions` the use case runs in. */
export class InMemorySessionStore implements SessionStore {
  readonly #tables: TransactionalState<SessionTables>;

  constructor(transactions = new InMemoryTransactions()) {
    this.#tables = transactions.state<SessionTables>({ sessions: new Map(), nextId: 0 });
  }

  get #sessions(): Map<string, Session> {
    return this.#tables.read().sessions;
  }

  async create(session: NewSession): Promise<Session> {
    const tables = this.#tables.write();
    tables.nextId += 1;
    const stored: Session = { ...structuredClone(session), id: `session-${tables.nextId}` };
    tables.sessions.set(stored.id, stored);
    return structuredClone(stored);
  }

  async findByTokenHash(tokenHash: string): Promise<Session | null> {
    const session = [...this.#sessions.values()].find((candidate) => candidate.tokenHash === tokenHash);
    return session ? structuredClone(session) : null;
  }

  async listForMember(memberId: string): Promise<Session[]> {
    return [...this.#sessions.values()]
      .filter((session) => session.memberId === memberId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((session) => structuredClone(session));
  }

  async touch(id: string, lastSeenAt: Date): Promise<void> {
    const session = this.#sessions.get(id);
    if (session) this.#tables.write().sessions.set(id, { ...session, lastSeenAt: new Date(lastSeenAt) });
  }

  async delete(id: string): Promise<void> {
    this.#tables.write().sessions.delete(id);
  }

  async deleteAllForMember(memberId: string, keepId?: string): Promise<number> {
    const ids = [...this.#sessions.values()]
      .filter((s) => s.memberId === memberId && s.id !== keepId)
      .map((s) => s.id);
    return this.#deleteAll(ids);
  }

  async deleteExpired(now: Date, idleSince: Date): Promise<number> {
    const expired = [...this.#sessions.values()].filter(
      (session) => session.expiresAt <= now || session.lastSeenAt <= idleSince,
    );
    return this.#deleteAll(expired.map((session) => session.id));
  }

  #deleteAll(ids: string[]): number {
    const sessions = this.#tables.write().sessions;
    for (const id of ids) sessions.delete(id);
    return ids.length;
  }

  /** For tests: how many sessions exist. */
  get size(): number {
    return this.#sessions.size;
  }
}
